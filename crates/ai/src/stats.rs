//! What a match says about two players: A's score share, its Wilson 95% interval, and a
//! sequential probability ratio test (SPRT) that may stop a match once it is clear.
//!
//! A game scores A's return ([`rules::Outcome::returns`]): 1 for a win alone, `1/k` for a
//! win shared by `k` seats, `1/n` for a draw of `n` players, 0 for a loss. A score lies in
//! [0, 1] and its variance is at most `p(1 − p)` for mean `p`, so the binomial formulas
//! below, fed with summed scores, are exact for wins and losses and err on the safe side
//! (wider intervals, smaller error rates) when some games are shared.

/// `z` of a two-sided 95% interval.
pub const Z95: f64 = 1.959_963_984_540_054;

/// The Wilson score interval at `z` for a summed `score` over `games` games; `(0, 1)`
/// before any game.
pub fn wilson(score: f64, games: u32, z: f64) -> (f64, f64) {
    if games == 0 {
        return (0.0, 1.0);
    }
    let n = f64::from(games);
    let p = (score / n).clamp(0.0, 1.0);
    let z2 = z * z;
    let denom = 1.0 + z2 / n;
    let center = (p + z2 / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / denom;
    ((center - half).max(0.0), (center + half).min(1.0))
}

/// Wald's sequential test of H0 "A's expected score is `s0`" against H1 "it is `s1`"
/// (`s0 < s1`), with error rates `alpha` (accepting H1 when H0 holds) and `beta` (accepting
/// H0 when H1 holds). Each game adds the Bernoulli log-likelihood ratio of its score,
/// `x·ln(s1/s0) + (1 − x)·ln((1 − s1)/(1 − s0))`. For a score `x` in [0, 1] that is not 0 or 1
/// this is no longer a likelihood, but `exp` of it is convex in `x`, so its expectation
/// under any score distribution with mean at most `s0` is at most 1: the test keeps its
/// error rate `alpha` against every player not better than `s0`, shared wins or not (and
/// `beta` likewise from the other side).
///
/// With `s0` the equal share and `s1` a margin above it, accepting H1 is the claim "A is
/// stronger" at error rate `alpha`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprt {
    pub s0: f64,
    pub s1: f64,
    pub alpha: f64,
    pub beta: f64,
}

/// Where a sequential test stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Decision {
    /// Neither bound reached: play on.
    Open,
    /// H1 accepted: A scores above `s0`.
    Stronger,
    /// H0 accepted: A is not shown to score above `s0`.
    NotStronger,
}

impl Decision {
    pub fn as_str(self) -> &'static str {
        match self {
            Decision::Open => "open",
            Decision::Stronger => "H1 (stronger)",
            Decision::NotStronger => "H0 (not stronger)",
        }
    }
}

/// The parameters of a test cannot describe one.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum SprtError {
    #[error("the SPRT needs 0 < s0 < s1 < 1, not s0 = {0}, s1 = {1}")]
    Shares(f64, f64),
    #[error("the SPRT's error rates must lie between 0 and 0.5, not alpha = {0}, beta = {1}")]
    Rates(f64, f64),
}

impl Sprt {
    pub fn new(s0: f64, s1: f64, alpha: f64, beta: f64) -> Result<Sprt, SprtError> {
        if !(0.0 < s0 && s0 < s1 && s1 < 1.0) {
            return Err(SprtError::Shares(s0, s1));
        }
        let rate = |r: f64| 0.0 < r && r < 0.5;
        if !(rate(alpha) && rate(beta)) {
            return Err(SprtError::Rates(alpha, beta));
        }
        Ok(Sprt {
            s0,
            s1,
            alpha,
            beta,
        })
    }

    /// One game's log-likelihood ratio for A's score `x` (clamped to [0, 1]).
    pub fn llr(&self, x: f64) -> f64 {
        let x = x.clamp(0.0, 1.0);
        x * (self.s1 / self.s0).ln() + (1.0 - x) * ((1.0 - self.s1) / (1.0 - self.s0)).ln()
    }

    /// Wald's bounds: at or below the first H0 is accepted, at or above the second H1.
    pub fn bounds(&self) -> (f64, f64) {
        (
            (self.beta / (1.0 - self.alpha)).ln(),
            ((1.0 - self.beta) / self.alpha).ln(),
        )
    }

    pub fn decide(&self, llr: f64) -> Decision {
        let (lower, upper) = self.bounds();
        if llr >= upper {
            Decision::Stronger
        } else if llr <= lower {
            Decision::NotStronger
        } else {
            Decision::Open
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::GameRng;

    #[test]
    fn wilson_interval_matches_known_values() {
        let (lo, hi) = wilson(8.0, 10, 1.96);
        assert!((lo - 0.4902).abs() < 1e-3 && (hi - 0.9433).abs() < 1e-3);
        let (lo, hi) = wilson(0.0, 20, 1.96);
        assert!(lo == 0.0 && (hi - 0.1611).abs() < 1e-3);
        assert_eq!(wilson(0.0, 0, 1.96), (0.0, 1.0));
        // A summed score with halves lies between its neighbours.
        let (half, _) = wilson(7.5, 10, Z95);
        assert!(wilson(7.0, 10, Z95).0 < half && half < wilson(8.0, 10, Z95).0);
    }

    #[test]
    fn bad_sprt_parameters_are_refused() {
        assert_eq!(
            Sprt::new(0.5, 0.5, 0.05, 0.05),
            Err(SprtError::Shares(0.5, 0.5))
        );
        assert_eq!(
            Sprt::new(0.0, 0.1, 0.05, 0.05),
            Err(SprtError::Shares(0.0, 0.1))
        );
        assert_eq!(
            Sprt::new(0.5, 0.6, 0.5, 0.05),
            Err(SprtError::Rates(0.5, 0.05))
        );
        assert!(matches!(
            Sprt::new(0.5, 0.6, 0.05, f64::NAN),
            Err(SprtError::Rates(..))
        ));
    }

    #[test]
    fn sprt_bounds_and_steps_are_walds() {
        let t = Sprt::new(0.5, 0.6, 0.05, 0.05).expect("valid");
        let (lo, hi) = t.bounds();
        assert!((hi - 19f64.ln()).abs() < 1e-12 && (lo + 19f64.ln()).abs() < 1e-12);
        assert!((t.llr(1.0) - 1.2f64.ln()).abs() < 1e-12);
        assert!((t.llr(0.0) - 0.8f64.ln()).abs() < 1e-12);
        // A draw sits between.
        assert!(t.llr(0.5) > t.llr(0.0) && t.llr(0.5) < t.llr(1.0));
        assert_eq!(t.decide(0.0), Decision::Open);
        assert_eq!(t.decide(hi), Decision::Stronger);
        assert_eq!(t.decide(lo), Decision::NotStronger);
    }

    /// Runs the test on simulated games whose scores `draw` returns; the share of runs that
    /// end in H1, and the mean games a run took.
    fn simulate(t: &Sprt, runs: u32, draw: impl Fn(&mut GameRng) -> f64) -> (f64, f64) {
        let mut rng = GameRng::new(42);
        let (mut stronger, mut games) = (0u32, 0u64);
        for _ in 0..runs {
            let mut llr = 0.0;
            loop {
                llr += t.llr(draw(&mut rng));
                games += 1;
                match t.decide(llr) {
                    Decision::Open => continue,
                    Decision::Stronger => stronger += 1,
                    Decision::NotStronger => {}
                }
                break;
            }
        }
        (
            f64::from(stronger) / f64::from(runs),
            games as f64 / f64::from(runs),
        )
    }

    #[test]
    fn the_sprt_keeps_its_error_rates_with_shared_scores() {
        // Three players, equal share 1/3, A no better: wins a third of the time alone, or
        // shares half its wins (score 1/2) — the same mean.
        let t = Sprt::new(1.0 / 3.0, 0.43, 0.05, 0.05).expect("valid");
        let pick = |rng: &mut GameRng, p: f64| rng.below(1_000_000) < (p * 1e6) as u64;
        let (alone, _) = simulate(&t, 2000, |rng| f64::from(u8::from(pick(rng, 1.0 / 3.0))));
        assert!(alone < 0.06, "false H1 rate {alone}");
        let (shared, _) = simulate(&t, 2000, |rng| {
            if pick(rng, 2.0 / 9.0) {
                1.0
            } else if pick(rng, 2.0 / 7.0) {
                0.5
            } else {
                0.0
            }
        });
        assert!(shared < 0.06, "false H1 rate {shared}");
        // A clearly stronger player is found, and quickly.
        let (strong, games) = simulate(&t, 2000, |rng| f64::from(u8::from(pick(rng, 0.55))));
        assert!(strong > 0.99, "{strong}");
        assert!(games < 60.0, "{games}");
    }
}
