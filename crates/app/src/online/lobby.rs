//! The lobby page's state as a reducer: its socket's life (as a room page's: it reconnects
//! after a backoff, `room_page::backoff_ms`) and the open tables it was last told. Nothing here
//! touches the browser.

use std::rc::Rc;

use online::{ErrorCode, OpenTable, ServerMsg};
use yew::Reducible;

use super::room_page::Conn;

#[derive(Clone, Debug, PartialEq)]
pub struct Lobby {
    pub conn: Conn,
    /// Failed connections since the last list.
    pub attempts: u32,
    /// Bumped whenever the page must open a new socket.
    pub generation: u64,
    /// The open tables, the oldest first (`None` until the first list).
    pub tables: Option<Vec<OpenTable>>,
}

impl Default for Lobby {
    fn default() -> Self {
        Lobby {
            conn: Conn::Connecting,
            attempts: 0,
            generation: 1,
            tables: None,
        }
    }
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
        match action {
            Action::Opened if next.conn != Conn::Stopped => next.conn = Conn::Open,
            Action::Closed if next.conn != Conn::Stopped => {
                next.attempts += 1;
                next.conn = Conn::Reconnecting {
                    attempt: next.attempts,
                };
            }
            Action::Retry if matches!(next.conn, Conn::Reconnecting { .. }) => {
                next.conn = Conn::Connecting;
                next.generation += 1;
            }
            Action::Received(msg) => match *msg {
                ServerMsg::Tables { tables } => {
                    next.attempts = 0;
                    next.tables = Some(tables);
                }
                // Another version: trying again would not help.
                ServerMsg::Error {
                    code: ErrorCode::Version,
                    ..
                } => next.conn = Conn::Stopped,
                _ => return self,
            },
            _ => return self,
        }
        Rc::new(next)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_list_comes_and_a_lost_socket_is_opened_again() {
        let l = Rc::new(Lobby::default()).reduce(Action::Opened);
        assert_eq!((l.conn, l.tables.clone()), (Conn::Open, None));
        let l = l.reduce(Action::Received(Box::new(ServerMsg::Tables {
            tables: vec![],
        })));
        assert_eq!(l.tables, Some(vec![]));
        let l = l.reduce(Action::Closed);
        assert_eq!(l.conn, Conn::Reconnecting { attempt: 1 });
        let g = l.generation;
        let l = l.reduce(Action::Retry);
        assert_eq!((l.conn, l.generation), (Conn::Connecting, g + 1));
        assert_eq!(l.tables, Some(vec![]), "the last list stays shown");
        let l = l.reduce(Action::Received(Box::new(ServerMsg::Error {
            code: ErrorCode::Version,
            message: String::new(),
        })));
        assert_eq!(l.clone().reduce(Action::Closed).conn, Conn::Stopped);
    }
}
