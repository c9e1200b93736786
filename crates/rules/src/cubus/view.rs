//! What the board and the AI read of a Cubus position: the table, the hands and scores, the
//! phase and what the last move did, and the builds possible now. Nothing here changes the
//! game.

use super::cards::{CardType, Cards, TableCard};
use super::geometry::{Drawing, FaceKind, Stack};
use super::lattice::line_uv;
use super::moves::{Build, Error, Move};
use super::search::{self, BuildOption, Goal, Situation};
use super::{Cubus, Ending, Event, Phase, LISTED_BUILDS};
use crate::game::{Seat, Setup};

impl Cubus {
    /// The canonical stack on the table.
    pub fn stack(&self) -> &Stack {
        &self.stack
    }

    /// The drawing on the table (faces in the canonical stack's (u, v)).
    pub fn drawing(&self) -> Drawing {
        self.stack.drawing().unwrap_or_default()
    }

    /// Columns (y * 4 + x) whose top crate is open.
    pub fn open_columns(&self) -> u16 {
        let f = self.stack.fronts();
        let mut out = 0u16;
        for l in self.open {
            let (u, v) = line_uv(l);
            let z = f[l] as i32;
            out |= 1 << ((v + z) * 4 + u + z);
        }
        out
    }

    /// Every card on the table with its type.
    pub fn table_cards(&self) -> Vec<TableCard> {
        self.drawing()
            .faces()
            .into_iter()
            .map(|face| TableCard {
                face,
                card: match face.kind {
                    FaceKind::Left => CardType::Left,
                    FaceKind::Right => CardType::Right,
                    FaceKind::Top if self.open.contains(face.line()) => CardType::Open,
                    FaceKind::Top => CardType::Lid,
                },
            })
            .collect()
    }

    /// Add to a face's (u, v) for its place on the table: chosen after each build so that
    /// as many cards as possible (and every open crate) stay where they lay.
    pub fn table_offset(&self) -> (i32, i32) {
        (self.offset.0 as i32, self.offset.1 as i32)
    }

    /// The crate count of the drawing on the table.
    pub fn crates(&self) -> u32 {
        self.stack.volume()
    }

    /// The cards on the table per type.
    pub fn table(&self) -> Cards {
        let o = self.open.count();
        let d = self.drawing();
        Cards::of_drawing(&d, o)
    }

    /// A player's open cards (in the Abbau: the cards they won).
    pub fn hand(&self, seat: Seat) -> Cards {
        self.seats.get(seat).map(|s| s.hand).unwrap_or_default()
    }

    pub fn score(&self, seat: Seat) -> i32 {
        self.seats.get(seat).map_or(0, |s| s.score)
    }

    pub fn scores(&self) -> Vec<i32> {
        self.seats.iter().map(|s| s.score).collect()
    }

    /// Cards left in the deck.
    pub fn deck_len(&self) -> usize {
        self.deck.len()
    }

    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    /// The player whose turn it is (the knock window and final builds ask others: see
    /// [`Game::to_move`](crate::Game::to_move)).
    pub fn current(&self) -> Seat {
        self.current
    }

    pub fn start_player(&self) -> Seat {
        self.start
    }

    pub fn is_abbau(&self) -> bool {
        self.abbau
    }

    /// After a finished build game, the setup of an Abbau that starts from its final stack
    /// with its open crates (option `abbau_stack`), for the same players.
    pub fn abbau_setup(&self) -> Option<Setup> {
        if self.abbau || self.phase != Phase::Over || self.stack.is_empty() {
            return None;
        }
        let build = Move::Build(Build {
            stack: self.stack,
            open: self.open_columns(),
        });
        let text = build.to_string();
        Some(
            Setup::players(self.seats.len())
                .with("abbau", "true")
                .with("abbau_stack", text.strip_prefix('b').unwrap_or(&text)),
        )
    }

    pub fn knocking(&self) -> bool {
        self.knocking
    }

    pub fn ending(&self) -> Ending {
        self.ending
    }

    /// What happened in the last move.
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// The situation a build would start from now (whose cards, what goal), if building is
    /// possible in this phase.
    pub fn situation(&self) -> Option<Situation> {
        let grow = |hand: Cards, min_points: i32| Situation {
            drawing: self.drawing(),
            open: self.open,
            crates: self.stack.volume(),
            hand,
            goal: Goal::Grow { min_points },
        };
        match &self.phase {
            Phase::Build => Some(grow(self.seats[self.current].hand, 1)),
            Phase::KnockBuild { overlooker, .. } => Some(grow(self.seats[*overlooker].hand, 1)),
            Phase::FinalBuild { .. } => Some(grow(self.pooled(), 1)),
            Phase::Contest { best, .. } => Some(grow(
                self.pooled(),
                best.as_ref().map_or(1, |b| b.points + 1),
            )),
            Phase::Dismantle => Some(self.shrink(self.can_score)),
            Phase::Draw | Phase::KnockWindow { .. } | Phase::Over => None,
        }
    }

    /// Checks a proposed build given as any stack (e.g. edited in the app) with its open
    /// columns: the legal build it amounts to (canonical move, cards added and taken back,
    /// points), or the rule it breaks.
    pub fn evaluate_build(&self, stack: &Stack, open: u16) -> Result<BuildOption, Error> {
        let sit = self.situation().ok_or(Error::NoBuildNow)?;
        let (canonical, open) = search::canonicalize(stack, open)?;
        search::evaluate(&sit, &canonical, open)
    }

    /// The builds [`Game::legal_moves`](crate::Game::legal_moves) lists now, most points first, and whether they are
    /// all the legal builds. Every build is listed (each choice of open lids apart) while
    /// there are at most [`LISTED_BUILDS`]; past that, a sample of as many, one per drawing,
    /// the best first. [`Game::validate`](crate::Game::validate) accepts every legal build, listed or not.
    pub fn listed_builds(&self) -> (Vec<BuildOption>, bool) {
        let Some(sit) = self.situation() else {
            return (Vec::new(), true);
        };
        let (mut list, all) = search::builds_up_to(&sit, LISTED_BUILDS);
        if !all {
            list = search::sample_builds(&sit, LISTED_BUILDS);
        }
        list.sort_by_key(|b| std::cmp::Reverse(b.points));
        (list, all)
    }

    /// The legal build with the most points now.
    pub fn best_build(&self) -> Option<BuildOption> {
        self.situation().and_then(|s| search::best_build(&s))
    }

    /// Whether `seat` could score with their own cards on the current drawing (what an AI
    /// knocks on, and what ends the game once no one can).
    pub fn has_scoring_build(&self, seat: Seat) -> bool {
        seat < self.seats.len() && search::any_build(&self.grow_for(self.seats[seat].hand))
    }

    pub(super) fn grow_for(&self, hand: Cards) -> Situation {
        Situation {
            drawing: self.drawing(),
            open: self.open,
            crates: self.stack.volume(),
            hand,
            goal: Goal::Grow { min_points: 1 },
        }
    }

    pub(super) fn pooled(&self) -> Cards {
        self.seats.iter().fold(Cards::default(), |a, s| a + s.hand)
    }
}
