//! A Mojave position as an editor sets it up ([`Position`]), its notation, the conditions it
//! must meet ([`PositionError`]) and the state it becomes.
//!
//! # Notation
//! Six fields separated by single spaces:
//! `<board> <to move> <moves> <move limit> <passes> <zugzwang>`
//! - board: the rows from the north (row `length`) down to row 1, joined by `/`; each row is
//!   its 15 squares a–o, `.` for an empty one and a die as its owner (`r` Red, `b` Black),
//!   its top face and its north face: `r15` is a red die with 1 on top and 5 facing north.
//!   The number of rows is the board's length (16–30);
//! - to move: `r` or `b`;
//! - moves: the moves played so far (the game ends at 300, the backstop);
//! - move limit: the agreed limit of moves (option `move_limit`), `0` for none;
//! - passes: passes in a row just before now (0–2; two end the game);
//! - zugzwang: `-`, or the attacking die's square, `:` and the attacked dice's squares
//!   joined by `,` (`h10:h9`): the player to move must answer it.
//!
//! A game's end (no dice left, two passes, a limit reached) follows from the fields.
//! Example: a board of 16 rows, all `...............` but row 10, `.......b51.......`, and
//! row 9, `.......r51.......`, then `r 1 0 0 h10:h9`: Red to move, in Zugzwang after Black's
//! die tipped to h10 and tied with Red's on h9.

use std::fmt;
use std::str::FromStr;

use super::die::Die;
use super::moves::{Square, MAX_LENGTH, WIDTH};
use super::{Mojave, BACKSTOP, BLACK, DICE_PER_PLAYER, MIN_LENGTH, RED};
use crate::game::{Seat, Setup};
use crate::position::{fields, number, Editable, Fault, PositionTextError, Sight};

/// A die as the editor sets it: its owner and the faces on top and towards north, which may
/// be no real die (then [`PositionError::ImpossibleDie`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Facing {
    pub owner: Seat,
    pub top: u8,
    pub north: u8,
}

/// A Mojave position: the dice on a board of `length` rows, whose move, the counters of
/// the game's ends and a pending Zugzwang.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    pub length: u8,
    /// Each die with its square, south-west first (row, then column).
    pub dice: Vec<(Square, Facing)>,
    pub turn: Seat,
    pub moves_played: u32,
    /// 0 = no limit.
    pub move_limit: u32,
    pub passes: u8,
    /// The attacking die's square and the attacked dice's squares.
    pub zugzwang: Option<(Square, Vec<Square>)>,
}

/// A condition a Mojave position breaks.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    #[error("a board is {MIN_LENGTH} to {MAX_LENGTH} rows long, not {length}")]
    BoardLength { length: u8 },
    #[error("{square} is not on the board")]
    OffTheBoard { square: Square },
    #[error("{square} holds two dice")]
    TwoDiceOnOneSquare { square: Square },
    #[error("{square}: seat {owner} has no dice")]
    NoSuchOwner { square: Square, owner: Seat },
    #[error("{square}: no die shows {top} on top with {north} facing north")]
    ImpossibleDie { square: Square, top: u8, north: u8 },
    #[error("{square}: more than {DICE_PER_PLAYER} dice of one player")]
    TooManyDice { square: Square, owner: Seat },
    #[error("seat {seat} is to move, but Mojave has seats 0 and 1")]
    NoSuchSeat { seat: Seat },
    #[error("{moves} moves played: the game ends after {BACKSTOP}")]
    PastBackstop { moves: u32 },
    #[error("a move limit is at most {BACKSTOP}, not {limit}")]
    MoveLimitTooHigh { limit: u32 },
    #[error("{moves} moves played: the game ended at the limit of {limit}")]
    PastMoveLimit { moves: u32, limit: u32 },
    #[error("{passes} passes in a row: two end the game")]
    TooManyPasses { passes: u8 },
    #[error("{passes} passes in a row, but only {moves} moves played")]
    MorePassesThanMoves { passes: u8, moves: u32 },
    #[error("{attacker}: a Zugzwang in a finished game")]
    ZugzwangAfterTheEnd { attacker: Square },
    #[error("{attacker}: a Zugzwang follows a tip, not a pass or the start")]
    ZugzwangWithoutATip { attacker: Square },
    #[error("{square}: the attacker must be a die of the player not to move")]
    AttackerNotAnEnemy { square: Square },
    #[error("{square}: an attacked die must be a die of the player to move")]
    AttackedNotOwn { square: Square },
    #[error("{attacker}: the attacked dice are those of the player to move beside the attacker, one to three")]
    AttackedNotTheNeighbours { attacker: Square },
    #[error("{attacker}: the fight is not a tie, so there is no Zugzwang")]
    NotATie { attacker: Square },
    #[error("{attacker}: a Zugzwang with no answer is settled at once")]
    ZugzwangWithoutAnswer { attacker: Square },
}

impl Fault for PositionError {
    fn place(&self) -> Option<String> {
        use PositionError::*;
        match self {
            OffTheBoard { square }
            | TwoDiceOnOneSquare { square }
            | NoSuchOwner { square, .. }
            | ImpossibleDie { square, .. }
            | TooManyDice { square, .. }
            | AttackerNotAnEnemy { square }
            | AttackedNotOwn { square } => Some(square.to_string()),
            ZugzwangAfterTheEnd { attacker }
            | ZugzwangWithoutATip { attacker }
            | AttackedNotTheNeighbours { attacker }
            | NotATie { attacker }
            | ZugzwangWithoutAnswer { attacker } => Some(attacker.to_string()),
            _ => None,
        }
    }
}

fn seat_letter(seat: Seat) -> char {
    if seat == RED {
        'r'
    } else {
        'b'
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in (0..self.length).rev() {
            for col in 0..WIDTH {
                let sq = Square::new(col, row);
                match self.dice.iter().find(|(s, _)| *s == sq) {
                    Some((_, d)) => write!(f, "{}{}{}", seat_letter(d.owner), d.top, d.north)?,
                    None => f.write_str(".")?,
                }
            }
            if row > 0 {
                f.write_str("/")?;
            }
        }
        write!(
            f,
            " {} {} {} {} ",
            seat_letter(self.turn),
            self.moves_played,
            self.move_limit,
            self.passes
        )?;
        match &self.zugzwang {
            None => f.write_str("-"),
            Some((attacker, attacked)) => {
                let list: Vec<String> = attacked.iter().map(Square::to_string).collect();
                write!(f, "{attacker}:{}", list.join(","))
            }
        }
    }
}

fn seat_of(part: &'static str, text: &str) -> Result<Seat, PositionTextError> {
    match text {
        "r" => Ok(RED),
        "b" => Ok(BLACK),
        _ => Err(PositionTextError::new(part, text, "r (Red) or b (Black)")),
    }
}

impl FromStr for Position {
    type Err = PositionTextError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let [board, turn, moves, limit, passes, zugzwang] = fields(
            s,
            "six fields: board, to move, moves, move limit, passes, zugzwang",
        )?;
        const ROW: &str = "15 squares: . or a die like r15 (owner r or b, top, north)";
        let rows: Vec<&str> = board.split('/').collect();
        if rows.len() > usize::from(MAX_LENGTH) {
            return Err(PositionTextError::new("board", board, "at most 30 rows"));
        }
        let length = rows.len() as u8;
        let mut dice = Vec::new();
        for (k, text) in rows.iter().enumerate() {
            let row = length - 1 - k as u8;
            let mut col = 0u8;
            let mut chars = text.chars();
            while let Some(c) = chars.next() {
                if col >= WIDTH {
                    return Err(PositionTextError::new("board", text, ROW));
                }
                if c != '.' {
                    let owner = seat_of("board", &c.to_string())
                        .map_err(|_| PositionTextError::new("board", text, ROW))?;
                    let face = |c: Option<char>| c.and_then(|c| c.to_digit(10)).map(|d| d as u8);
                    let (Some(top), Some(north)) = (face(chars.next()), face(chars.next())) else {
                        return Err(PositionTextError::new("board", text, ROW));
                    };
                    dice.push((Square::new(col, row), Facing { owner, top, north }));
                }
                col += 1;
            }
            if col != WIDTH {
                return Err(PositionTextError::new("board", text, ROW));
            }
        }
        dice.sort_by_key(|(sq, _)| (sq.row, sq.col));
        let zugzwang = match zugzwang {
            "-" => None,
            _ => {
                let form = "- or the attacker's square, : and the attacked squares, e.g. h10:h9";
                let bad = || PositionTextError::new("zugzwang", zugzwang, form);
                let (attacker, attacked) = zugzwang.split_once(':').ok_or_else(bad)?;
                let attacker: Square = attacker.parse().map_err(|_| bad())?;
                let attacked = attacked
                    .split(',')
                    .map(|a| a.parse::<Square>().map_err(|_| bad()))
                    .collect::<Result<Vec<_>, _>>()?;
                Some((attacker, attacked))
            }
        };
        Ok(Position {
            length,
            dice,
            turn: seat_of("to move", turn)?,
            moves_played: number("moves", moves, "the number of moves played")?,
            move_limit: number("move limit", limit, "a number of moves, 0 for none")?,
            passes: number("passes", passes, "0, 1 or 2")?,
            zugzwang,
        })
    }
}

impl Mojave {
    /// The board of `p` without its counters, and every condition of the dice it breaks.
    fn board_of(p: &Position) -> (Mojave, Vec<PositionError>) {
        let mut errors = Vec::new();
        let length = if (MIN_LENGTH..=MAX_LENGTH).contains(&p.length) {
            p.length
        } else {
            errors.push(PositionError::BoardLength { length: p.length });
            p.length.clamp(MIN_LENGTH, MAX_LENGTH)
        };
        let turn = if p.turn > BLACK {
            errors.push(PositionError::NoSuchSeat { seat: p.turn });
            RED
        } else {
            p.turn
        };
        let mut g = Mojave::empty(length, turn, p.move_limit);
        let mut counts = [0usize; 2];
        for &(square, d) in &p.dice {
            let Some(i) = g.index(square) else {
                errors.push(PositionError::OffTheBoard { square });
                continue;
            };
            if g.board[i].is_some() {
                errors.push(PositionError::TwoDiceOnOneSquare { square });
                continue;
            }
            if d.owner > BLACK {
                errors.push(PositionError::NoSuchOwner {
                    square,
                    owner: d.owner,
                });
                continue;
            }
            let Some(die) = Die::new(d.owner, d.top, d.north) else {
                errors.push(PositionError::ImpossibleDie {
                    square,
                    top: d.top,
                    north: d.north,
                });
                continue;
            };
            counts[d.owner] += 1;
            if counts[d.owner] == DICE_PER_PLAYER + 1 {
                errors.push(PositionError::TooManyDice {
                    square,
                    owner: d.owner,
                });
            }
            g.board[i] = Some(die);
            g.dice[d.owner] = g.dice[d.owner].saturating_add(1);
        }
        (g, errors)
    }

    /// The conditions of the counters and of a pending Zugzwang, on the board `g`.
    fn counter_errors(g: &Mojave, p: &Position, errors: &mut Vec<PositionError>) {
        if p.moves_played > BACKSTOP {
            errors.push(PositionError::PastBackstop {
                moves: p.moves_played,
            });
        }
        if p.move_limit > BACKSTOP {
            errors.push(PositionError::MoveLimitTooHigh {
                limit: p.move_limit,
            });
        } else if p.move_limit > 0 && p.moves_played > p.move_limit {
            errors.push(PositionError::PastMoveLimit {
                moves: p.moves_played,
                limit: p.move_limit,
            });
        }
        if p.passes > 2 {
            errors.push(PositionError::TooManyPasses { passes: p.passes });
        } else if u32::from(p.passes) > p.moves_played {
            errors.push(PositionError::MorePassesThanMoves {
                passes: p.passes,
                moves: p.moves_played,
            });
        }
        let Some((attacker, attacked)) = &p.zugzwang else {
            return;
        };
        let attacker = *attacker;
        let seat = g.turn;
        if g.ended().is_some() {
            errors.push(PositionError::ZugzwangAfterTheEnd { attacker });
        }
        if p.passes > 0 || p.moves_played == 0 {
            errors.push(PositionError::ZugzwangWithoutATip { attacker });
        }
        let owner = |s: Square| g.die_at(s).map(Die::owner);
        if owner(attacker) != Some(1 - seat) {
            errors.push(PositionError::AttackerNotAnEnemy { square: attacker });
            return;
        }
        let mut sound = true;
        for &square in attacked {
            if owner(square) != Some(seat) {
                errors.push(PositionError::AttackedNotOwn { square });
                sound = false;
            }
        }
        if !sound {
            return;
        }
        let mut beside = g.neighbours_of(attacker, seat);
        let mut listed = attacked.clone();
        beside.sort();
        listed.sort();
        listed.dedup();
        if listed != beside || listed.len() != attacked.len() || !(1..=3).contains(&listed.len()) {
            errors.push(PositionError::AttackedNotTheNeighbours { attacker });
            return;
        }
        // The tie that made it: one die against all the mover's dice beside it, or the
        // attacker alone against several.
        let (attack, defence) = match listed[..] {
            [e] => (
                g.sum_of_tops(&g.neighbours_of(e, 1 - seat)),
                g.sum_of_tops(&[e]),
            ),
            _ => (g.sum_of_tops(&[attacker]), g.sum_of_tops(&listed)),
        };
        if attack != defence {
            errors.push(PositionError::NotATie { attacker });
            return;
        }
        let z = g.zugzwang_on(seat, attacked.clone(), attacker);
        if !(z.can_reinforce || z.can_withdraw) {
            errors.push(PositionError::ZugzwangWithoutAnswer { attacker });
        }
    }
}

impl Editable for Mojave {
    type Position = Position;
    type PositionError = PositionError;

    fn position(&self, _sight: Sight) -> Position {
        let mut dice: Vec<(Square, Facing)> = self
            .all_dice()
            .map(|(sq, d)| {
                let facing = Facing {
                    owner: d.owner(),
                    top: d.top(),
                    north: d.north(),
                };
                (sq, facing)
            })
            .collect();
        dice.sort_by_key(|(sq, _)| (sq.row, sq.col));
        Position {
            length: self.length,
            dice,
            turn: self.turn,
            moves_played: self.moves_played,
            move_limit: self.move_limit,
            passes: self.passes,
            zugzwang: self
                .zugzwang
                .as_ref()
                .map(|z| (z.attacker, z.attacked.clone())),
        }
    }

    fn from_position(p: &Position, _seed: u64) -> Result<Self, Vec<PositionError>> {
        let (mut g, mut errors) = Mojave::board_of(p);
        g.moves_played = p.moves_played;
        g.passes = p.passes;
        Mojave::counter_errors(&g, p, &mut errors);
        if !errors.is_empty() {
            return Err(errors);
        }
        g.zugzwang = p
            .zugzwang
            .as_ref()
            .map(|(attacker, attacked)| g.zugzwang_on(g.turn, attacked.clone(), *attacker));
        g.end = g.ended();
        Ok(g)
    }

    fn position_setup(p: &Position) -> Setup {
        let mut setup = Setup::players(2);
        if p.length != 20 {
            setup = setup.with("length", &p.length.to_string());
        }
        if p.move_limit != 0 {
            setup = setup.with("move_limit", &p.move_limit.to_string());
        }
        setup
    }

    fn places(&self) -> Vec<String> {
        (0..self.length)
            .flat_map(|row| (0..WIDTH).map(move |col| Square::new(col, row).to_string()))
            .collect()
    }
}
