//! What the board reads of a Mojave position: the board and its dice, a clicked die's moves
//! with how each one rolls and lands, the last move with its trail and events, the Zugzwang
//! and why the game ended.

use super::die::Die;
use super::moves::{Move, Path, Square, WIDTH};
use super::{End, Event, Last, Mojave, Zugzwang};
use crate::game::Seat;

impl Mojave {
    /// Always 15.
    pub fn width(&self) -> u8 {
        WIDTH
    }

    /// Number of rows.
    pub fn length(&self) -> u8 {
        self.length
    }

    pub fn on_board(&self, sq: Square) -> bool {
        sq.col < WIDTH && sq.row < self.length
    }

    pub fn die_at(&self, sq: Square) -> Option<Die> {
        self.index(sq).and_then(|i| self.board[i])
    }

    /// Every die on the board with its square, row by row from the south.
    pub fn all_dice(&self) -> impl Iterator<Item = (Square, Die)> + '_ {
        self.board.iter().enumerate().filter_map(|(i, d)| {
            let sq = Square::new(
                (i % usize::from(WIDTH)) as u8,
                (i / usize::from(WIDTH)) as u8,
            );
            d.map(|d| (sq, d))
        })
    }

    /// The dice of `seat` with their squares.
    pub fn dice(&self, seat: Seat) -> impl Iterator<Item = (Square, Die)> + '_ {
        self.all_dice().filter(move |(_, d)| d.owner() == seat)
    }

    pub fn dice_count(&self, seat: Seat) -> usize {
        self.dice.get(seat).map_or(0, |&n| usize::from(n))
    }

    /// The pending Zugzwang: who must answer it, the attacked dice, the attacker, and which
    /// answers exist.
    pub fn zugzwang(&self) -> Option<&Zugzwang> {
        self.zugzwang.as_ref()
    }

    pub fn last_move(&self) -> Option<&Move> {
        self.last.as_ref().map(|l| &l.mv)
    }

    /// Who played the last move.
    pub fn last_mover(&self) -> Option<Seat> {
        self.last.as_ref().map(|l| l.mover)
    }

    /// What the last move caused, in order: fights, falls, Zugzwang.
    pub fn last_events(&self) -> &[Event] {
        self.last.as_ref().map_or(&[], |l| &l.events)
    }

    /// The last move's rolling animation: each square with the die's orientation there, from
    /// its start to its end along the path it rolled (empty after a pass or before any move).
    pub fn last_trail(&self) -> Vec<(Square, Die)> {
        match self.last.as_ref() {
            Some(Last {
                mv: Move::Tip { from, path },
                die: Some(die),
                ..
            }) => path.trail(*from, *die),
            _ => Vec::new(),
        }
    }

    /// A move's rolling animation from the current position (`None` for a pass or an empty
    /// start square), along a free path of the move; the last entry is the die as it ends.
    pub fn trail(&self, m: &Move) -> Option<Vec<(Square, Die)>> {
        match m {
            Move::Tip { from, path } => Some(
                self.free_path(*from, *path)
                    .trail(*from, self.die_at(*from)?),
            ),
            Move::Pass => None,
        }
    }

    /// `path`, or its equivalent order if only that one is free: the way the die rolls.
    pub(super) fn free_path(&self, from: Square, path: Path) -> Path {
        match path.equivalent() {
            Some(other) if self.walk(from, &path).is_err() && self.walk(from, &other).is_ok() => {
                other
            }
            _ => path,
        }
    }

    /// The die as it stands after `m`, before any fight.
    pub fn die_after(&self, m: &Move) -> Option<Die> {
        self.trail(m)?.last().map(|&(_, d)| d)
    }

    /// Moves played so far, passes included.
    pub fn moves_played(&self) -> u32 {
        self.moves_played
    }

    /// The agreed move limit, if any.
    pub fn move_limit(&self) -> Option<u32> {
        (self.move_limit > 0).then_some(self.move_limit)
    }

    pub fn end_reason(&self) -> Option<End> {
        self.end
    }

    /// The tips of the die on `from` that a Zugzwang forbids: paths the die could take but
    /// that do not answer the Zugzwang (empty without one). A board lets the player try
    /// them, for the rules to say why not.
    pub fn tips_refused_by_zugzwang(&self, from: Square) -> Vec<Move> {
        self.tips_from(from, false)
    }

    /// The legal moves of the die on `from` (empty unless it belongs to the player to move),
    /// each once, in canonical form; each ends on `Move::end()`. Two moves to one square
    /// differ in which way up the die ends ([`Mojave::die_after`]).
    pub fn moves_from(&self, from: Square) -> Vec<Move> {
        self.tips_from(from, true)
    }

    /// The tips of the die on `from` (of the player to move) that answer the Zugzwang
    /// (`answering`: the legal ones) or do not, each once, in canonical form.
    fn tips_from(&self, from: Square, answering: bool) -> Vec<Move> {
        let mut moves = Vec::new();
        if let Some(die) = self
            .die_at(from)
            .filter(|d| self.end.is_none() && d.owner() == self.turn)
        {
            self.tips(from, die, |path, end| {
                let path = path.canonical();
                // Every move here starts on `from` and is canonical: comparing paths is
                // comparing moves, without `Move::eq` making both canonical again.
                let known = moves
                    .iter()
                    .any(|m| matches!(m, Move::Tip { path: p, .. } if *p == path));
                if self.answers(from, end).is_ok() == answering && !known {
                    moves.push(Move::Tip { from, path });
                }
            });
        }
        moves
    }
}
