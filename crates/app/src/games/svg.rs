//! Geometry every SVG board needs.

/// Converts a pointer position in client pixels to SVG units, given the SVG element's
/// client rectangle (left, top, width, height) and its viewBox (x, y, width, height),
/// fitted the SVG default way (centred, uniformly scaled to fit).
pub fn client_to_svg(
    client: (f64, f64),
    rect: (f64, f64, f64, f64),
    view_box: (f64, f64, f64, f64),
) -> (f64, f64) {
    let (left, top, width, height) = rect;
    let (vx, vy, vw, vh) = view_box;
    let s = (width / vw).min(height / vh).max(1e-9);
    let ox = left + (width - vw * s) / 2.0;
    let oy = top + (height - vh * s) / 2.0;
    (vx + (client.0 - ox) / s, vy + (client.1 - oy) / s)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn client_points_map_into_the_view_box() {
        // A 300×400 box showing a 600×800 view box: half scale.
        let p = client_to_svg(
            (110.0, 220.0),
            (10.0, 20.0, 300.0, 400.0),
            (0.0, 0.0, 600.0, 800.0),
        );
        assert_eq!(p, (200.0, 400.0));
        // Letterboxed sideways: 600 wide box, content 300 wide centred.
        let p = client_to_svg(
            (150.0, 0.0),
            (0.0, 0.0, 600.0, 400.0),
            (0.0, 0.0, 600.0, 800.0),
        );
        assert_eq!(p, (0.0, 0.0));
    }
}
