//! What the board reads of a Cubes position: the phase, the board and its pieces, each
//! seat's colour, side, dependency, supply and (for that seat only) hand, the action points,
//! the piles' sizes, what a stone sees and the moves on a clicked square.

use super::board::{Compass, Square};
use super::cards::{Card, CardSet, Shift};
use super::moves::Move;
use super::{Colour, Cubes, LastMove, Neighbourhood, Phase, Piece, NUMBERS};
use crate::game::{Game, Seat};

impl Cubes {
    /// Setup or play.
    pub fn phase(&self) -> Phase {
        if self.whites_left > 0 {
            Phase::Setup
        } else {
            Phase::Play
        }
    }

    /// White stones still to be placed in the setup.
    pub fn whites_to_place(&self) -> u8 {
        self.whites_left
    }

    /// The seeded start player: first to place a white stone and first to take a turn.
    pub fn start_player(&self) -> Seat {
        self.start
    }

    /// The side of the board `seat` sits on.
    pub fn side(&self, seat: Seat) -> Compass {
        Compass::seat_sides(self.players)[seat]
    }

    pub fn colour(&self, seat: Seat) -> Colour {
        Colour::of_seat(seat)
    }

    /// What stands on `sq`.
    pub fn piece(&self, sq: Square) -> Option<Piece> {
        self.board[sq.index()]
    }

    /// Every occupied square with its piece.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        Square::all().filter_map(|sq| self.piece(sq).map(|p| (sq, p)))
    }

    /// The seat whose colour is on `seat`'s dependency card (face up, so public). Before
    /// the deal at the end of the setup every seat shows its own colour.
    pub fn dependency(&self, seat: Seat) -> Seat {
        self.dependency[seat]
    }

    /// Action points the player to move has left this turn.
    pub fn action_points_left(&self) -> u8 {
        self.points
    }

    /// Whether the player to move has taken the third action point this turn.
    pub fn third_point_taken(&self) -> bool {
        self.third
    }

    /// Actions played so far (towards [`MAX_ACTIONS`](super::MAX_ACTIONS)).
    pub fn actions_played(&self) -> u32 {
        self.actions
    }

    /// Cards in the draw pile (its order is hidden).
    pub fn draw_pile_len(&self) -> usize {
        self.draw_pile.len()
    }

    /// The discard pile (public).
    pub fn discard_pile(&self) -> &CardSet {
        &self.discard
    }

    /// Cards in `seat`'s hand (public).
    pub fn hand_len(&self, seat: Seat) -> usize {
        self.hands[seat].len()
    }

    /// `seat`'s hidden hand. Show it only to that seat's player after they confirmed they
    /// are at the device; never to the other seats.
    pub fn hand(&self, seat: Seat) -> &CardSet {
        &self.hands[seat]
    }

    /// The square of `seat`'s stone `number`, if it is on the board.
    pub fn stone_square(&self, seat: Seat, number: u8) -> Option<Square> {
        self.pieces().find_map(|(sq, p)| match p {
            Piece::Stone(s) if s.owner == seat && s.number == number => Some(sq),
            _ => None,
        })
    }

    /// The numbers of `seat`'s stones in its supply (not on the board), ascending.
    pub fn supply(&self, seat: Seat) -> Vec<u8> {
        NUMBERS
            .filter(|&n| self.stone_square(seat, n).is_none())
            .collect()
    }

    /// Sum of the numbers of `seat`'s active stones (10 or more earns the third point).
    pub fn active_sum(&self, seat: Seat) -> u32 {
        self.pieces()
            .map(|(_, p)| match p {
                Piece::Stone(s) if s.owner == seat && s.active => s.number as u32,
                _ => 0,
            })
            .sum()
    }

    /// The squares a stone of `owner` on `sq` looks at: all eight around, or with option
    /// `neighbours = 6` the diagonals and the two along the line from `owner`'s seat.
    pub fn looked_at(&self, owner: Seat, sq: Square) -> Vec<Square> {
        match self.neighbourhood {
            Neighbourhood::Eight => sq.neighbours().collect(),
            Neighbourhood::Six => sq.six_neighbours(self.side(owner)).collect(),
        }
    }

    /// Option `neighbours`: which squares around a stone count.
    pub fn neighbourhood(&self) -> Neighbourhood {
        self.neighbourhood
    }

    /// The counting stones around `sq` for a stone of `owner`: white stones and stones of
    /// the colour on `owner`'s dependency card, active or inactive, on the squares it looks
    /// at ([`Cubes::looked_at`]).
    pub fn counting_stones(&self, owner: Seat, sq: Square) -> u8 {
        let dep = self.dependency[owner];
        let counts = |n: &Square| match self.board[n.index()] {
            Some(Piece::White) => true,
            Some(Piece::Stone(s)) => s.owner == dep,
            None => false,
        };
        match self.neighbourhood {
            Neighbourhood::Eight => sq.neighbours().filter(counts).count() as u8,
            Neighbourhood::Six => sq.six_neighbours(self.side(owner)).filter(counts).count() as u8,
        }
    }

    /// Squares where the player to move may place their stone `number` now.
    pub fn placements(&self, number: u8) -> Vec<Square> {
        self.legal_moves()
            .into_iter()
            .filter_map(|m| match m {
                Move::Place { number: n, square } if n == number => Some(square),
                _ => None,
            })
            .collect()
    }

    /// For a shift card kind in the hand of the player to move: each white stone it can
    /// move, with the square it would land on.
    pub fn shift_targets(&self, card: Shift) -> Vec<(Square, Square)> {
        if self.to_move().is_none()
            || self.phase() == Phase::Setup
            || !self.hands[self.turn].contains(Card::Shift(card))
        {
            return Vec::new();
        }
        Square::all()
            .filter_map(|from| self.shift_target(card, from).ok().map(|to| (from, to)))
            .collect()
    }

    /// The legal moves that involve `sq` (a white stone placed, a stone placed or picked up,
    /// a white stone shifted from it): what a click on the square may do.
    pub fn moves_at(&self, sq: Square) -> Vec<Move> {
        self.legal_moves()
            .into_iter()
            .filter(|m| match *m {
                Move::PlaceWhite(s) | Move::PickUp(s) => s == sq,
                Move::Place { square, .. } => square == sq,
                Move::Shift { from, .. } => from == sq,
                _ => false,
            })
            .collect()
    }

    /// What the last move did.
    pub fn last_move(&self) -> Option<&LastMove> {
        self.last.as_deref()
    }
}
