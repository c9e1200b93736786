//! A board's drawing cut out of its server-rendered HTML: the board's largest `<svg>`,
//! with what makes it a control taken away (focus, roles, labels, ids nothing points at,
//! tooltips, the data the board reads back), so that it is a picture and nothing else.

/// A board's static drawing.
#[derive(Debug, PartialEq)]
pub struct Drawing {
    /// The `<svg>` element.
    pub svg: String,
    /// The board's own class (`cubulus-board`…), which its stylesheet's rules start from.
    pub board_class: String,
}

#[derive(Debug, PartialEq)]
enum Token<'a> {
    Start {
        name: &'a str,
        attrs: Vec<(&'a str, &'a str)>,
    },
    End(&'a str),
    Text(&'a str),
}

/// The tokens of Yew's server-rendered HTML: every element closed by its end tag, every
/// attribute value in double quotes, comments dropped.
fn tokens(html: &str) -> Result<Vec<Token<'_>>, String> {
    let mut out = Vec::new();
    let mut rest = html;
    while !rest.is_empty() {
        if let Some(after) = rest.strip_prefix("<!--") {
            let end = after.find("-->").ok_or("an unclosed comment")?;
            rest = &after[end + 3..];
        } else if let Some(after) = rest.strip_prefix("</") {
            let end = after.find('>').ok_or("an unclosed end tag")?;
            out.push(Token::End(after[..end].trim()));
            rest = &after[end + 1..];
        } else if let Some(after) = rest.strip_prefix('<') {
            let (token, left) = start_tag(after)?;
            out.push(token);
            rest = left;
        } else {
            let end = rest.find('<').unwrap_or(rest.len());
            out.push(Token::Text(&rest[..end]));
            rest = &rest[end..];
        }
    }
    Ok(out)
}

/// A start tag after its `<`, and what follows it.
fn start_tag(s: &str) -> Result<(Token<'_>, &str), String> {
    let name_end = s
        .find(|c: char| c.is_whitespace() || c == '>' || c == '/')
        .ok_or("an unclosed tag")?;
    let name = &s[..name_end];
    let mut rest = &s[name_end..];
    let mut attrs = Vec::new();
    loop {
        rest = rest.trim_start();
        if let Some(left) = rest.strip_prefix("/>").or_else(|| rest.strip_prefix('>')) {
            return Ok((Token::Start { name, attrs }, left));
        }
        let end = rest
            .find(|c: char| c.is_whitespace() || c == '=' || c == '>' || c == '/')
            .ok_or("an unclosed tag")?;
        let attr = &rest[..end];
        if attr.is_empty() {
            return Err(format!("a stray character in <{name}>"));
        }
        rest = &rest[end..];
        if let Some(value) = rest.strip_prefix("=\"") {
            let close = value.find('"').ok_or("an unclosed attribute value")?;
            attrs.push((attr, &value[..close]));
            rest = &value[close + 1..];
        } else {
            attrs.push((attr, ""));
        }
    }
}

/// How many elements `html` holds at its top level (for the tests).
#[cfg(test)]
pub fn top_level_elements(html: &str) -> Result<usize, String> {
    let mut depth = 0usize;
    let mut count = 0;
    for t in tokens(html)? {
        match t {
            Token::Start { name, .. } => {
                if depth == 0 {
                    count += 1;
                }
                // Void elements have no end tag.
                if !matches!(name, "br" | "img" | "input" | "hr" | "wbr") {
                    depth += 1;
                }
            }
            Token::End(_) => depth = depth.saturating_sub(1),
            Token::Text(_) => {}
        }
    }
    Ok(count)
}

/// The ids that something in `tokens` points at (`url(#id)`, `href="#id"`).
fn referenced_ids<'a>(tokens: &[Token<'a>]) -> Vec<&'a str> {
    let mut ids = Vec::new();
    for t in tokens {
        let Token::Start { attrs, .. } = t else {
            continue;
        };
        for (name, value) in attrs {
            let mut rest = *value;
            while let Some(i) = rest.find("url(#") {
                let after = &rest[i + 5..];
                let end = after.find(')').unwrap_or(after.len());
                ids.push(&after[..end]);
                rest = &after[end..];
            }
            if name.ends_with("href") {
                if let Some(id) = value.strip_prefix('#') {
                    ids.push(id);
                }
            }
        }
    }
    ids
}

/// `value` with every reference to one of `ids` given `prefix`.
fn prefixed_refs(value: &str, ids: &[&str], prefix: &str) -> String {
    let mut out = value.to_string();
    for id in ids {
        out = out.replace(&format!("url(#{id})"), &format!("url(#{prefix}-{id})"));
        if out == format!("#{id}") {
            out = format!("#{prefix}-{id}");
        }
    }
    out
}

/// Whether an attribute only serves a control or the board's own code.
fn dropped(name: &str) -> bool {
    matches!(name, "tabindex" | "role" | "focusable" | "title")
        || name.starts_with("aria-")
        || name.starts_with("data-")
        || name.starts_with("on")
}

/// The static drawing of the board in `html` (a board's server-rendered HTML); its ids
/// get `prefix`, so that several pictures on a page do not share one.
pub fn static_drawing(html: &str, prefix: &str) -> Result<Drawing, String> {
    let tokens = tokens(html)?;
    let board_class = tokens
        .iter()
        .find_map(|t| match t {
            Token::Start { attrs, .. } => attrs
                .iter()
                .find(|(n, _)| *n == "class")
                .and_then(|(_, v)| v.split_whitespace().find(|c| c.ends_with("-board"))),
            _ => None,
        })
        .ok_or("no board class")?
        .to_string();
    // The largest <svg>: the board (the others are seat marks and icons).
    let mut best: Option<(usize, usize)> = None;
    for (i, t) in tokens.iter().enumerate() {
        if !matches!(t, Token::Start { name: "svg", .. }) {
            continue;
        }
        let mut depth = 0;
        for (j, u) in tokens.iter().enumerate().skip(i) {
            match u {
                Token::Start { name: "svg", .. } => depth += 1,
                Token::End("svg") => {
                    depth -= 1;
                    if depth == 0 {
                        if best.is_none_or(|(a, b)| b - a < j - i) {
                            best = Some((i, j));
                        }
                        break;
                    }
                }
                _ => {}
            }
        }
    }
    let (from, to) = best.ok_or("no <svg>")?;
    let svg = &tokens[from..=to];
    let ids = referenced_ids(svg);
    let mut out = String::new();
    let mut skip_depth = 0usize;
    for (k, t) in svg.iter().enumerate() {
        match t {
            Token::Start { name, attrs } => {
                if skip_depth > 0 || *name == "title" {
                    skip_depth += 1;
                    continue;
                }
                out.push('<');
                out.push_str(name);
                for (attr, value) in attrs {
                    if dropped(attr) || (*attr == "style" && value.is_empty()) {
                        continue;
                    }
                    let value = match *attr {
                        "id" if ids.contains(value) => format!("{prefix}-{value}"),
                        "id" => continue,
                        "class" if k == 0 => value
                            .split_whitespace()
                            .filter(|c| *c != "board")
                            .collect::<Vec<_>>()
                            .join(" "),
                        _ => prefixed_refs(value, &ids, prefix),
                    };
                    out.push_str(&format!(" {attr}=\"{value}\""));
                }
                if k == 0 {
                    out.push_str(r#" aria-hidden="true" focusable="false""#);
                }
                out.push('>');
            }
            Token::End(name) => {
                if skip_depth > 0 {
                    skip_depth -= 1;
                    continue;
                }
                out.push_str(&format!("</{name}>"));
            }
            Token::Text(text) => {
                if skip_depth == 0 {
                    out.push_str(text);
                }
            }
        }
    }
    Ok(Drawing {
        svg: out,
        board_class,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_largest_svg_is_kept_as_a_picture_with_its_references_renamed() {
        let html = concat!(
            r##"<div class="x-board big"><button id="b" aria-pressed="true">Cube</button>"##,
            r##"<svg viewBox="0 0 1 1" class="seat-mark"><path d="M0"></path></svg>"##,
            r##"<!--c--><svg id="board" viewBox="0 0 9 9" tabindex="0" role="application" aria-label="Board" class="board cube">"##,
            r##"<defs><radialGradient id="g"><stop offset="0"></stop></radialGradient></defs>"##,
            r##"<g data-sq="a1" class="sq" style=""><title>a1</title><circle fill="url(#g)" r="2"></circle>"##,
            r##"<use href="#g"></use><text x="1">7</text></g><rect id="lonely"></rect></svg></div>"##
        );
        let d = static_drawing(html, "p1").unwrap();
        assert_eq!(d.board_class, "x-board");
        assert_eq!(
            d.svg,
            concat!(
                r##"<svg viewBox="0 0 9 9" class="cube" aria-hidden="true" focusable="false">"##,
                r##"<defs><radialGradient id="p1-g"><stop offset="0"></stop></radialGradient></defs>"##,
                r##"<g class="sq"><circle fill="url(#p1-g)" r="2"></circle><use href="#p1-g"></use>"##,
                r##"<text x="1">7</text></g><rect></rect></svg>"##
            )
        );
    }

    #[test]
    fn html_without_a_board_is_refused() {
        assert!(static_drawing(r##"<div class="x-board"></div>"##, "p").is_err());
        assert!(static_drawing(r##"<svg viewBox="0 0 1 1"></svg>"##, "p").is_err());
        assert!(static_drawing(r##"<div class="x-board"><svg a="1></svg></div>"##, "p").is_err());
    }
}
