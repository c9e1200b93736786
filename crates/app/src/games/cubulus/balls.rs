//! Ball identities across moves, so a moved ball keeps its SVG element and glides.

use rules::cubulus::{Cell, Cubulus};

/// Ball identities across moves, so a moved ball keeps its SVG element and glides.
#[derive(Default)]
pub struct BallIds {
    shown: Option<Cubulus>,
    ids: [Option<u32>; 27],
    next: u32,
}

impl BallIds {
    pub fn update(&mut self, g: &Cubulus) -> [Option<u32>; 27] {
        if self.shown.as_ref() == Some(g) {
            return self.ids;
        }
        let follows = self
            .shown
            .as_ref()
            .zip(g.last_move())
            .filter(|(prev, _)| prev.ply() + 1 == g.ply());
        let mut ids = [None; 27];
        if let Some((prev, m)) = follows {
            ids = self.ids;
            let old = self.ids;
            for (from, to) in prev.motions(m) {
                let id = match from.and_then(|f| f.index()).and_then(|i| old[i]) {
                    Some(id) => id,
                    None => {
                        self.next += 1;
                        self.next
                    }
                };
                if let Some(i) = to.index() {
                    ids[i] = Some(id);
                }
            }
        }
        for (i, cell) in Cell::ALL.iter().enumerate() {
            match g.ball(*cell) {
                None => ids[i] = None,
                Some(_) if ids[i].is_none() => {
                    self.next += 1;
                    ids[i] = Some(self.next);
                }
                Some(_) => {}
            }
        }
        self.ids = ids;
        self.shown = Some(g.clone());
        ids
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::cubulus::{End, Line, Move};
    use rules::{Game, Setup};

    #[test]
    fn ball_ids_follow_a_push() {
        let mut g = Cubulus::new(&Setup::players(3), 1).unwrap();
        let line = Line::ALL[0];
        let mut ids = BallIds::default();
        g.play(&Move::Insert {
            line,
            end: End::Low,
        })
        .unwrap();
        let first = ids.update(&g)[line.cells()[0].index().unwrap()];
        g.play(&Move::Insert {
            line,
            end: End::Low,
        })
        .unwrap();
        let after = ids.update(&g);
        assert_eq!(
            after[line.cells()[1].index().unwrap()],
            first,
            "the pushed ball kept its id"
        );
        assert_ne!(after[line.cells()[0].index().unwrap()], first);
    }
}
