//! Seat colours. Each comes with a shape, so seats differ without colour vision too.

use crate::i18n::Lang;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatColour {
    pub fill: &'static str,
    /// A lighter tone for highlights and a darker one for outlines and shading.
    pub light: &'static str,
    pub dark: &'static str,
    pub shape: Shape,
    names: [&'static str; 3],
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    Circle,
    Triangle,
    Square,
    Diamond,
    Star,
    Cross,
}

impl Shape {
    /// An SVG path of this shape centred on (0, 0) with radius about `r`.
    pub fn path(self, r: f64) -> String {
        let h = r * 0.87;
        match self {
            Shape::Circle => format!(
                "M{:.2},0 A{r:.2},{r:.2} 0 1,0 {:.2},0 A{r:.2},{r:.2} 0 1,0 {:.2},0 Z",
                -r, r, -r
            ),
            Shape::Triangle => format!(
                "M0,{:.2} L{h:.2},{:.2} L{:.2},{:.2} Z",
                -r,
                r * 0.5,
                -h,
                r * 0.5
            ),
            Shape::Square => format!(
                "M{:.2},{:.2} h{:.2} v{:.2} h{:.2} Z",
                -h,
                -h,
                2.0 * h,
                2.0 * h,
                -2.0 * h
            ),
            Shape::Diamond => format!("M0,{:.2} L{r:.2},0 L0,{r:.2} L{:.2},0 Z", -r, -r),
            Shape::Star => {
                let mut d = String::new();
                for i in 0..10 {
                    let a = std::f64::consts::PI * (i as f64) / 5.0 - std::f64::consts::FRAC_PI_2;
                    let rr = if i % 2 == 0 { r } else { r * 0.45 };
                    d.push_str(&format!(
                        "{}{:.2},{:.2} ",
                        if i == 0 { 'M' } else { 'L' },
                        rr * a.cos(),
                        rr * a.sin()
                    ));
                }
                d.push('Z');
                d
            }
            Shape::Cross => {
                let t = r * 0.35;
                format!(
                    "M{:.2},{:.2} h{:.2} v{:.2} h{:.2} v{:.2} h{:.2} v{:.2} h{:.2} v{:.2} h{:.2} v{:.2} Z",
                    -t, -r, 2.0 * t, r - t, r - t, 2.0 * t, -(r - t), r - t, -2.0 * t, -(r - t), -(r - t), -2.0 * t
                )
            }
        }
    }
}

impl SeatColour {
    pub fn name(&self, lang: Lang) -> &'static str {
        self.names[lang as usize]
    }
}

pub const PALETTE: [SeatColour; 6] = [
    SeatColour {
        fill: "#c8372d",
        light: "#ef8a7f",
        dark: "#7a1710",
        shape: Shape::Circle,
        names: ["red", "Rot", "piros"],
    },
    SeatColour {
        fill: "#2a2a2e",
        light: "#77777f",
        dark: "#000000",
        shape: Shape::Triangle,
        names: ["black", "Schwarz", "fekete"],
    },
    SeatColour {
        fill: "#2f6fd6",
        light: "#8fb4ef",
        dark: "#163d80",
        shape: Shape::Square,
        names: ["blue", "Blau", "kék"],
    },
    SeatColour {
        fill: "#e0851c",
        light: "#f6c27f",
        dark: "#8a4c06",
        shape: Shape::Diamond,
        names: ["orange", "Orange", "narancs"],
    },
    SeatColour {
        fill: "#2f8f46",
        light: "#8fd39f",
        dark: "#14532a",
        shape: Shape::Star,
        names: ["green", "Grün", "zöld"],
    },
    SeatColour {
        fill: "#8a3fb0",
        light: "#cfa0e6",
        dark: "#4b1c63",
        shape: Shape::Cross,
        names: ["purple", "Lila", "lila"],
    },
];

/// The neutral third colour of two-player Cubulus.
pub const NEUTRAL: SeatColour = SeatColour {
    fill: "#ece8dc",
    light: "#ffffff",
    dark: "#8d8778",
    shape: Shape::Circle,
    names: ["white", "Weiß", "fehér"],
};

pub fn seat_colour(index: usize) -> &'static SeatColour {
    &PALETTE[index % PALETTE.len()]
}
