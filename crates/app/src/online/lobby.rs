//! The lobby page's state as a reducer: its socket's life (a [`Link`], as a room page's) and
//! the open tables it was last told. Nothing here touches the browser.

use std::rc::Rc;

use online::{ErrorCode, OpenTable, ServerMsg};
use yew::Reducible;

use super::link::Link;

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Lobby {
    /// The socket's life; a list of tables is its welcome.
    pub link: Link,
    /// The open tables, the oldest first (`None` until the first list).
    pub tables: Option<Vec<OpenTable>>,
}

pub enum Action {
    Opened,
    Closed,
    Retry,
    Received(Box<ServerMsg>),
}

impl Reducible for Lobby {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        // Whether anything changed (the same state is handed back when not).
        let changed = match action {
            Action::Opened => next.link.opened(),
            Action::Closed => next.link.closed(),
            Action::Retry => next.link.retry(),
            Action::Received(msg) => match *msg {
                ServerMsg::Tables { tables } => {
                    next.link.welcome();
                    next.tables = Some(tables);
                    true
                }
                // Another version: trying again would not help.
                ServerMsg::Error {
                    code: ErrorCode::Version,
                    ..
                } => {
                    next.link.stop();
                    true
                }
                _ => false,
            },
        };
        if changed {
            Rc::new(next)
        } else {
            self
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::online::link::Conn;

    #[test]
    fn the_list_comes_and_a_lost_socket_is_opened_again() {
        let l = Rc::new(Lobby::default()).reduce(Action::Opened);
        assert_eq!((l.link.conn(), l.tables.clone()), (Conn::Open, None));
        let l = l.reduce(Action::Received(Box::new(ServerMsg::Tables {
            tables: vec![],
        })));
        assert_eq!(l.tables, Some(vec![]));
        let l = l.reduce(Action::Closed);
        assert_eq!(l.link.conn(), Conn::Reconnecting { attempt: 1 });
        let g = l.link.generation();
        let l = l.reduce(Action::Retry);
        assert_eq!(
            (l.link.conn(), l.link.generation()),
            (Conn::Connecting, g + 1)
        );
        assert_eq!(l.tables, Some(vec![]), "the last list stays shown");
        let l = l.reduce(Action::Received(Box::new(ServerMsg::Error {
            code: ErrorCode::Version,
            message: String::new(),
        })));
        assert_eq!(l.clone().reduce(Action::Closed).link.conn(), Conn::Stopped);
    }
}
