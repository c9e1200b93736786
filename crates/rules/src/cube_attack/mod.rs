//! CubeAttack: placeholder until its rules land.

use std::fmt;
use std::str::FromStr;

use crate::game::{Game, GameId, NotationError, OptionSpec, Outcome, Seat, Setup, SetupError};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CubeAttack {
    players: usize,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Move;

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("-")
    }
}

impl FromStr for Move {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Err(NotationError::new(s, "not implemented yet"))
    }
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("not implemented yet")]
pub struct Error;

impl Game for CubeAttack {
    type Move = Move;
    type Error = Error;
    const ID: GameId = GameId::CubeAttack;
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=6;

    fn option_specs() -> &'static [OptionSpec] {
        &[]
    }
    fn new(setup: &Setup, _seed: u64) -> Result<Self, SetupError> {
        setup.read(Self::ID, Self::PLAYERS, Self::option_specs())?;
        Ok(CubeAttack {
            players: setup.players,
        })
    }
    fn players(&self) -> usize {
        self.players
    }
    fn to_move(&self) -> Option<Seat> {
        None
    }
    fn legal_moves(&self) -> Vec<Move> {
        Vec::new()
    }
    fn validate(&self, _m: &Move) -> Result<(), Error> {
        Err(Error)
    }
    fn play_unchecked(&mut self, _m: &Move) {}
    fn outcome(&self) -> Option<Outcome> {
        Some(Outcome::Draw)
    }
    fn check_invariants(&self) -> Result<(), String> {
        Ok(())
    }
}
