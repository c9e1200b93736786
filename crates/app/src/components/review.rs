//! The review of a finished game (`ai::review`, run in the AI worker): a progress bar with
//! Stop, each move with what it gave away and its mark, and each seat's winning chances as
//! a graph. When the position after a move is shown (the page's board: the move played),
//! a second board beside it shows the position the best move found would have made.
//!
//! Only a finished game is ever reviewed (the game page and the embed offer it only
//! then), and the worker judges every move from its mover's view alone.

use std::rc::Rc;

use ai_worker::{Reply, Request, Verdict};
use rules::{Seat, Session};
use yew::prelude::*;

use crate::ai_client::AiClient;
use crate::browser;
use crate::colours::seat_colour;
use crate::context::use_lang;
use crate::games::{self, Board, Mood};
use crate::i18n::Lang;
use crate::seat_names::seat_name;
use crate::storage::SeatInfo;

crate::texts! {
    /// The review's words.
    pub enum Rx {
        Review: "Review", "Analyse", "Elemzés";
        // The one name of the action, on the game-over box and in this panel.
        Start: "Review the moves", "Züge analysieren", "Lépések elemzése";
        Again: "Review again", "Erneut analysieren", "Elemzés újra";
        Stop: "Stop", "Anhalten", "Leállítás";
        Done: "Every move analysed.", "Alle Züge analysiert.", "Minden lépés elemezve.";
        Explain: "Each move is judged as its player saw the game: hidden cards and tiles dealt again, dice and draws left to chance.",
            "Jeder Zug wird so beurteilt, wie sein Spieler die Partie sah: verdeckte Karten und Steine neu verteilt, Würfel und Nachziehen dem Zufall überlassen.",
            "Minden lépést úgy ítél meg, ahogy a játékosa látta a játszmát: a rejtett lapokat újraosztja, a kockát és a húzást a véletlenre bízza.";
        Inaccuracy: "Inaccuracy", "Ungenauigkeit", "Pontatlanság";
        Mistake: "Mistake", "Fehler", "Hiba";
        Blunder: "Blunder", "Grober Fehler", "Durva hiba";
        Played: "Played", "Gespielt", "Lépett";
        Best: "Best found", "Bester gefunden", "Legjobb talált";
        SameAsBest: "The best move found.", "Der beste gefundene Zug.", "A legjobb talált lépés.";
        Gave: "gave away", "verschenkt", "elvesztett esély";
        Chances: "Winning chances", "Gewinnchancen", "Nyerési esélyek";
        Failed: "The analysis failed", "Die Analyse ist fehlgeschlagen", "Az elemzés nem sikerült";
        ThisMove: "Move", "Zug", "Lépés";
        BestBoard: "After the best move found", "Nach dem besten gefundenen Zug", "A legjobb talált lépés után";
        Working: "Analysing move {n} of {total}", "Analysiere Zug {n} von {total}", "{n}. lépés elemzése ({total} közül)";
        StoppedAfter: "Stopped after {n} move.|Stopped after {n} moves.", "Nach {n} Zug angehalten.|Nach {n} Zügen angehalten.", "Leállítva {n} lépés után.";
    }
}

/// What a mark is called, by its worker name (`ai::review::Mark::as_str`).
fn mark_word(mark: &str, lang: Lang) -> Option<&'static str> {
    match mark {
        "inaccuracy" => Some(lang.t(Rx::Inaccuracy)),
        "mistake" => Some(lang.t(Rx::Mistake)),
        "blunder" => Some(lang.t(Rx::Blunder)),
        _ => None,
    }
}

/// "Analysing move n of m".
fn working_text(lang: Lang, n: usize, total: usize) -> String {
    crate::tr!(lang, Rx::Working, n = n, total = total)
}

/// "Stopped after n moves".
fn stopped_text(lang: Lang, n: usize) -> String {
    crate::trn!(lang, Rx::StoppedAfter, n = n)
}

/// The chess-style sign beside a marked move.
fn mark_sign(mark: &str) -> &'static str {
    match mark {
        "inaccuracy" => "?!",
        "mistake" => "?",
        "blunder" => "??",
        _ => "",
    }
}

/// A review and how far it got.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ReviewState {
    /// The request being answered; replies of any other are old and ignored.
    pub id: u64,
    pub running: bool,
    pub total: usize,
    /// In the game's order: verdict `i` is move `i`'s.
    pub verdicts: Vec<Verdict>,
    pub error: Option<String>,
    /// Ended before every move was reviewed.
    pub stopped: bool,
}

pub enum ReviewAction {
    Started { id: u64, total: usize },
    Reply(Reply),
    Reset,
}

impl Reducible for ReviewState {
    type Action = ReviewAction;
    fn reduce(self: Rc<Self>, action: ReviewAction) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            ReviewAction::Started { id, total } => {
                next = ReviewState {
                    id,
                    running: true,
                    total,
                    ..ReviewState::default()
                };
            }
            ReviewAction::Reset => next = ReviewState::default(),
            ReviewAction::Reply(reply) if reply.id() != self.id => return self,
            ReviewAction::Reply(Reply::Reviewed { total, verdict, .. }) => {
                next.total = total;
                // In order; anything else is not this review's next move.
                if verdict.ply == next.verdicts.len() {
                    next.verdicts.push(verdict);
                }
            }
            ReviewAction::Reply(Reply::ReviewDone {
                reviewed, total, ..
            }) => {
                next.running = false;
                next.stopped = reviewed < total;
            }
            ReviewAction::Reply(Reply::Error { message, .. }) => {
                next.running = false;
                next.error = Some(message);
            }
            ReviewAction::Reply(_) => return self,
        }
        Rc::new(next)
    }
}

/// The graph's size in SVG units.
const GRAPH_W: f64 = 300.0;
const GRAPH_H: f64 = 100.0;

/// Each seat's winning chance at every position reviewed so far: `1/players` at the
/// start, then after each move; one list per seat.
pub fn chance_series(players: usize, verdicts: &[Verdict]) -> Vec<Vec<f64>> {
    let even = 1.0 / players.max(1) as f64;
    (0..players)
        .map(|seat| {
            std::iter::once(even)
                .chain(
                    verdicts
                        .iter()
                        .map(|v| v.chances.get(seat).copied().unwrap_or(even)),
                )
                .collect()
        })
        .collect()
}

/// The SVG point of position `ply` (of `total` moves) at chance `chance`.
pub fn graph_point(ply: usize, total: usize, chance: f64) -> (f64, f64) {
    let x = if total == 0 {
        0.0
    } else {
        ply as f64 / total as f64 * GRAPH_W
    };
    let y = (1.0 - chance.clamp(0.0, 1.0)) * GRAPH_H;
    (x, y)
}

/// An SVG polyline's points for one seat's series.
pub fn polyline(series: &[f64], total: usize) -> String {
    series
        .iter()
        .enumerate()
        .map(|(ply, &c)| {
            let (x, y) = graph_point(ply, total, c);
            format!("{x:.1},{y:.1}")
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The verdict on the move that led to position `shown` (in moves played), if reviewed.
pub fn verdict_at(verdicts: &[Verdict], shown: usize) -> Option<&Verdict> {
    verdicts.get(shown.checked_sub(1)?)
}

#[derive(Properties, PartialEq)]
pub struct Props {
    /// The finished game.
    pub session: Rc<Session>,
    pub seats: Vec<SeatInfo>,
    /// The position shown, in moves played.
    pub shown: usize,
    /// Shows the position after that many moves.
    pub on_view: Callback<Option<usize>>,
    /// As the page's board's `viewer`.
    #[prop_or_default]
    pub viewer: Option<Seat>,
    /// Starts at once (the embed's `review=1`).
    #[prop_or_default]
    pub autostart: bool,
}

#[function_component(ReviewPanel)]
pub fn review_panel(p: &Props) -> Html {
    let lang = use_lang();
    let state = use_reducer(ReviewState::default);
    let client = use_mut_ref(|| None::<AiClient>);
    let record = p.session.record();

    let start = {
        let state = state.clone();
        let client = client.clone();
        let record = record.clone();
        Callback::from(move |_: ()| {
            let mut slot = client.borrow_mut();
            if slot.is_none() {
                let replies = state.dispatcher();
                match AiClient::start(move |r| replies.dispatch(ReviewAction::Reply(r))) {
                    Ok(c) => *slot = Some(c),
                    Err(message) => {
                        state.dispatch(ReviewAction::Reply(Reply::Error { id: 0, message }));
                        return;
                    }
                }
            }
            let Some(c) = slot.as_ref() else {
                return;
            };
            let text = match serde_json::to_string(&record) {
                Ok(text) => text,
                Err(e) => {
                    let message = e.to_string();
                    state.dispatch(ReviewAction::Reply(Reply::Error { id: 0, message }));
                    return;
                }
            };
            let id = (browser::now() as u64) ^ browser::random_seed();
            state.dispatch(ReviewAction::Started {
                id,
                total: record.moves.len(),
            });
            c.send(&Request::Review { id, record: text });
        })
    };
    let stop = {
        let client = client.clone();
        let id = state.id;
        Callback::from(move |_: MouseEvent| {
            if let Some(c) = client.borrow().as_ref() {
                c.send(&Request::Stop { id });
            }
        })
    };

    // Another game on the page: the review was of the one before.
    {
        let state = state.clone();
        let client = client.clone();
        let key = (record.game.clone(), record.seed, record.moves.len());
        let autostart = p.autostart;
        let start = start.clone();
        use_effect_with(key, move |_| {
            *client.borrow_mut() = None;
            state.dispatch(ReviewAction::Reset);
            if autostart {
                start.emit(());
            }
        });
    }

    let total = state.total.max(record.moves.len());
    let done = state.verdicts.len();
    let status = if state.running {
        html! {
            <div class="review-progress" role="status">
                <progress id="review-progress" max={total.to_string()} value={done.to_string()}
                          aria-label={lang.t(Rx::Review)}></progress>
                <span>{ working_text(lang, (done + 1).min(total), total) }</span>
                <button id="review-stop" class="secondary" onclick={stop}>{ lang.t(Rx::Stop) }</button>
            </div>
        }
    } else if let Some(e) = &state.error {
        html! { <p class="review-status error" role="alert">{ format!("{}: {e}", lang.t(Rx::Failed)) }</p> }
    } else if state.stopped {
        html! { <p id="review-stopped" class="review-status" role="status">{ stopped_text(lang, done) }</p> }
    } else if done > 0 && done == total {
        html! { <p id="review-done" class="review-status" role="status">{ lang.t(Rx::Done) }</p> }
    } else {
        html! {}
    };
    let can_start = !state.running;
    let start_label = if done > 0 || state.stopped {
        Rx::Again
    } else {
        Rx::Start
    };

    let game = p.session.game();
    let moves = p.session.moves();
    let shown = p.shown;
    let detail = verdict_at(&state.verdicts, shown).map(|v| {
        let before = p.session.position_at(v.ply);
        let words = |m: &str| games::move_words(game, before, m, &p.seats, lang);
        // The best move is what the mover could have done: said as an order, like a hint.
        let best_words = games::say_move(game, before, &v.best, &p.seats, Mood::Suggested, lang);
        // The position the best move would have made, from the true one before the move:
        // the game is over, so nothing in it is hidden any more.
        let after_best = before.filter(|_| v.best != v.played).and_then(|g| {
            let mut g = g.clone();
            g.play_str(&v.best).ok()?;
            Some(Rc::new(g))
        });
        html! {
            <div id="review-detail" class="review-detail" data-ply={v.ply.to_string()}>
                <p class="muted">{ format!("{} {} · {}", lang.t(Rx::ThisMove), v.ply + 1, seat_name(&p.seats, v.mover, lang)) }</p>
                <p><strong>{ format!("{}: ", lang.t(Rx::Played)) }</strong><span title={v.played.clone()}>{ words(&v.played) }</span>
                    if let Some(m) = v.mark.as_deref().and_then(|m| mark_word(m, lang).map(|w| (m, w))) {
                        { " " }<span class={classes!("review-mark", m.0.to_string())}>{ format!("{} {}", mark_sign(m.0), m.1) }</span>
                    }
                </p>
                if v.best == v.played {
                    <p>{ lang.t(Rx::SameAsBest) }</p>
                } else {
                    <p><strong>{ format!("{}: ", lang.t(Rx::Best)) }</strong><span class="review-best" title={v.best.clone()}>{ best_words }</span>
                        { format!(" ({} {:.0}%)", lang.t(Rx::Gave), v.loss * 100.0) }</p>
                }
                if let Some(g) = after_best {
                    <figure id="review-best-board" class="review-best-board">
                        <figcaption>{ lang.t(Rx::BestBoard) }</figcaption>
                        <Board game={g} seats={p.seats.clone()} interactive=false viewer={p.viewer}
                               on_move={Callback::noop()} />
                    </figure>
                }
            </div>
        }
    });

    let players = p.session.current().players();
    let series = chance_series(players, &state.verdicts);
    let graph = (done > 0).then(|| {
        let (cursor, _) = graph_point(shown.min(total), total, 0.0);
        html! {
            <figure class="review-graph">
                <figcaption>{ lang.t(Rx::Chances) }</figcaption>
                <svg id="review-graph" viewBox={format!("-2 -2 {} {}", GRAPH_W + 4.0, GRAPH_H + 4.0)}
                     preserveAspectRatio="none" role="img" aria-label={lang.t(Rx::Chances)}>
                    <rect x="0" y="0" width={GRAPH_W.to_string()} height={GRAPH_H.to_string()} class="review-graph-frame" />
                    <line x1="0" x2={GRAPH_W.to_string()} y1={(GRAPH_H / 2.0).to_string()} y2={(GRAPH_H / 2.0).to_string()} class="review-graph-mid" />
                    <line x1={format!("{cursor:.1}")} x2={format!("{cursor:.1}")} y1="0" y2={GRAPH_H.to_string()} class="review-graph-cursor" />
                    { for series.iter().enumerate().map(|(seat, s)| {
                        let colour = seat_colour(p.seats.get(seat).map_or(seat, |x| x.colour));
                        html! { <polyline class="review-line" data-seat={seat.to_string()} points={polyline(s, total)}
                                          fill="none" stroke={colour.fill} /> }
                    }) }
                    { for state.verdicts.iter().filter(|v| v.mark.as_deref() == Some("blunder")).map(|v| {
                        let c = v.chances.get(v.mover).copied().unwrap_or(0.0);
                        let (x, y) = graph_point(v.ply + 1, total, c);
                        html! { <circle class="review-blunder" cx={format!("{x:.1}")} cy={format!("{y:.1}")} r="2.5" /> }
                    }) }
                </svg>
                <ul class="review-legend">
                    { for (0..players).map(|seat| {
                        let colour = seat_colour(p.seats.get(seat).map_or(seat, |x| x.colour));
                        html! { <li><span class="swatch" style={format!("background:{}", colour.fill)}></span>{ seat_name(&p.seats, seat, lang) }</li> }
                    }) }
                </ul>
            </figure>
        }
    });

    let list = (done > 0).then(|| {
        html! {
            <ol id="review-moves" class="review-moves">
                { for state.verdicts.iter().map(|v| {
                    let before = p.session.position_at(v.ply);
                    let notation = moves.get(v.ply).cloned().unwrap_or_default();
                    let words = games::move_words(game, before, &notation, &p.seats, lang);
                    let current = v.ply + 1 == shown;
                    let mark = v.mark.clone().unwrap_or_default();
                    let on_view = p.on_view.clone();
                    let ply = v.ply;
                    html! {
                        <li key={v.ply} class={classes!((!mark.is_empty()).then(|| mark.clone()))}
                            data-ply={v.ply.to_string()} data-mark={mark.clone()}
                            data-loss={format!("{:.3}", v.loss)}>
                            <button class={classes!("move", current.then_some("current"))}
                                    aria-current={current.then_some("step")} title={notation}
                                    onclick={Callback::from(move |_: MouseEvent| on_view.emit(Some(ply + 1)))}>
                                <span class="review-words">{ words }</span>
                                if let Some(word) = mark_word(&mark, lang) {
                                    <span class={classes!("review-mark", mark.clone())} title={word}>{ mark_sign(&mark) }<span class="sr-only">{ format!(" {word}") }</span></span>
                                }
                                <span class="review-loss">{ if v.loss >= 0.005 { format!("−{:.0}%", v.loss * 100.0) } else { String::new() } }</span>
                            </button>
                        </li>
                    }
                }) }
            </ol>
        }
    });

    html! {
        <section id="review-panel" class="review-panel" aria-label={lang.t(Rx::Review)}>
            <h2>{ lang.t(Rx::Review) }</h2>
            if can_start {
                <button id="review-start" class="secondary" onclick={start.reform(|_: MouseEvent| ())}>{ lang.t(start_label) }</button>
            }
            { status }
            if done == 0 && !state.running {
                <p class="muted review-explain">{ lang.t(Rx::Explain) }</p>
            }
            { for detail }
            { for graph }
            { for list }
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn verdict(ply: usize, played: &str, best: &str, chances: Vec<f64>) -> Verdict {
        Verdict {
            ply,
            mover: ply % 2,
            played: played.into(),
            best: best.into(),
            loss: 0.0,
            mark: None,
            chances,
        }
    }

    #[test]
    fn texts_are_complete() {
        crate::i18n::assert_complete::<Rx>();
    }

    #[test]
    fn the_graph_starts_even_and_follows_the_verdicts() {
        let v = [
            verdict(0, "a", "a", vec![0.6, 0.4]),
            verdict(1, "b", "c", vec![0.9, 0.1]),
        ];
        let s = chance_series(2, &v);
        assert_eq!(s, vec![vec![0.5, 0.6, 0.9], vec![0.5, 0.4, 0.1]]);
        assert_eq!(graph_point(0, 2, 1.0), (0.0, 0.0));
        assert_eq!(graph_point(2, 2, 0.0), (GRAPH_W, GRAPH_H));
        assert_eq!(graph_point(1, 0, 2.0), (0.0, 0.0));
        assert_eq!(polyline(&[0.5, 1.0], 1), "0.0,50.0 300.0,0.0");
    }

    #[test]
    fn a_position_shows_the_verdict_on_the_move_that_led_to_it() {
        let v = [verdict(0, "a", "a", vec![]), verdict(1, "b", "c", vec![])];
        assert_eq!(verdict_at(&v, 0), None);
        assert_eq!(verdict_at(&v, 2).map(|v| v.ply), Some(1));
        assert_eq!(verdict_at(&v, 3), None);
    }

    #[test]
    fn replies_of_another_review_are_ignored_and_moves_come_in_order() {
        let s = Rc::new(ReviewState::default()).reduce(ReviewAction::Started { id: 5, total: 2 });
        let reply = |id, v| {
            ReviewAction::Reply(Reply::Reviewed {
                id,
                total: 2,
                verdict: v,
            })
        };
        let s = s.reduce(reply(4, verdict(0, "a", "a", vec![])));
        assert!(s.verdicts.is_empty());
        let s = s.reduce(reply(5, verdict(1, "a", "a", vec![])));
        assert!(s.verdicts.is_empty());
        let s = s.reduce(reply(5, verdict(0, "a", "a", vec![])));
        assert_eq!(s.verdicts.len(), 1);
        let s = s.reduce(ReviewAction::Reply(Reply::ReviewDone {
            id: 5,
            reviewed: 1,
            total: 2,
        }));
        assert!(!s.running && s.stopped);
    }
}
