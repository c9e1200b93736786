//! A rating as it is kept and as it is shown: Weng-Lin's skill `mu` and its uncertainty
//! `sigma` (OpenSkill's units: a new player is 25 ± 25/3), shown as a whole number on an
//! Elo-like scale, `1500 + 30 × (mu − 25)`, so a new player shows 1500 and a gap of
//! Weng-Lin's `beta` (25/6, the gap at which the stronger wins about two games in three)
//! shows as 125 points, about what it is in Elo. A rating is provisional while its
//! uncertainty on that scale is over 180 points (`sigma` over 6): for its first 12 games
//! between two, or 6 at tables of three (`docs/ratings.md`).
//!
//! Owns: the units and the scale. May not touch: anything; it is arithmetic, read by the
//! store (the lobby's and the leaderboard's rows) and by [`super`].

/// A rating as kept: Weng-Lin's `mu` and `sigma`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Standing {
    pub mu: f64,
    pub sigma: f64,
}

impl Standing {
    /// A player's rating before their first rated game of a game.
    pub const NEW: Standing = Standing {
        mu: 25.0,
        sigma: 25.0 / 3.0,
    };

    /// The rating as shown.
    pub fn shown(self) -> online::Rating {
        online::Rating {
            value: shown_value(self.mu),
            provisional: self.provisional(),
        }
    }

    /// Still uncertain: shown as provisional.
    pub fn provisional(self) -> bool {
        self.sigma * SCALE > PROVISIONAL_DEVIATION
    }
}

/// Shown points per unit of `mu`.
pub const SCALE: f64 = 30.0;

/// What a new player shows.
pub const BASE: f64 = 1500.0;

/// A rating is provisional while its uncertainty, in shown points, is over this.
pub const PROVISIONAL_DEVIATION: f64 = 180.0;

/// `mu` as shown: a whole number (clamped to what an `i32` holds).
pub fn shown_value(mu: f64) -> i32 {
    let v = BASE + SCALE * (mu - Standing::NEW.mu);
    if v.is_finite() {
        v.round().clamp(f64::from(i32::MIN), f64::from(i32::MAX)) as i32
    } else {
        BASE as i32
    }
}

/// The shown value a table's seats average, for "Play now" (a seat without a rating
/// counts as a new player's).
pub fn mean(ratings: &[Option<online::Rating>], people: usize) -> f64 {
    if people == 0 {
        return BASE;
    }
    let known: f64 = ratings.iter().flatten().map(|r| f64::from(r.value)).sum();
    let unknown = people.saturating_sub(ratings.iter().flatten().count());
    (known + BASE * unknown as f64) / people as f64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_player_shows_1500_provisional() {
        let r = Standing::NEW.shown();
        assert_eq!(r.value, 1500);
        assert!(r.provisional);
    }

    #[test]
    fn a_beta_gap_shows_as_125_points() {
        assert_eq!(shown_value(25.0 + 25.0 / 6.0), 1625);
        assert_eq!(shown_value(20.0), 1350);
        assert_eq!(shown_value(f64::NAN), 1500);
    }

    #[test]
    fn provisional_until_the_deviation_falls_to_180_points() {
        let at = |sigma| Standing { mu: 25.0, sigma }.provisional();
        assert!(at(6.01));
        assert!(!at(6.0));
    }

    #[test]
    fn a_table_mean_counts_unrated_people_as_new() {
        let r = |value| {
            Some(online::Rating {
                value,
                provisional: false,
            })
        };
        assert_eq!(mean(&[r(1700), None], 2), 1600.0);
        assert_eq!(mean(&[], 0), 1500.0);
    }
}
