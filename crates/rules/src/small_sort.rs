//! Sorting a few items (a table's seats, a stack's crates, a drawing's lids) without the
//! standard library's sort: each of its instances costs a browser program 3–4 KB of code,
//! and these lists hold at most a few dozen items.
//!
//! Owns: one stable insertion sort. May not touch: anything it sorts.

/// Sorts `items` by `key`, keeping the order of items with equal keys (as `sort_by_key`),
/// in quadratic time: for short lists only.
pub fn by_key<T, K: Ord>(items: &mut [T], key: impl Fn(&T) -> K) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && key(&items[j - 1]) > key(&items[j]) {
            items.swap(j - 1, j);
            j -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_as_the_standard_stable_sort_does() {
        for len in 0..40 {
            // Keys with many ties, in a scrambled order.
            let items: Vec<(usize, usize)> = (0..len).map(|i| ((i * 7 + len) % 5, i)).collect();
            let mut ours = items.clone();
            by_key(&mut ours, |&(k, _)| std::cmp::Reverse(k));
            let mut theirs = items;
            theirs.sort_by_key(|&(k, _)| std::cmp::Reverse(k));
            assert_eq!(ours, theirs, "{len} items");
        }
    }
}
