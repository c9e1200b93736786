//! What a room job changed, as the connections are to hear it: the value every job returns
//! (lila's `Events`). A plain list, made and tested without a store or a connection.
//!
//! Owns: the list and its order. May not touch: the room, the table or the server's
//! context; telling the list is [`super::publish`]'s, the one place that does.

use online::ServerMsg;

use crate::error::Refusal;

/// One thing to tell.
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    /// To one connection.
    To(u64, ServerMsg),
    /// A refusal to one connection (counted and logged as it leaves).
    Refused(u64, Refusal),
    /// To every connection here.
    All(ServerMsg),
    /// Who sits where and who is connected, to everyone.
    Presence,
    /// The position (its undo request, clock, claim and rematch) to every connection as its
    /// seat may see it.
    State,
    /// One connection's own state.
    StateTo(u64),
    /// Seats have new tokens: connections still playing by an old one are told and closed.
    LinksReplaced,
}

/// What a job changed, in the order it is told. Presence and the state are made when
/// told, from the room as the job left it, so each is told once, at its last place.
#[must_use = "a room's changes are told by its publisher"]
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Events(Vec<Event>);

impl Events {
    /// Nothing to tell.
    pub fn none() -> Events {
        Events::default()
    }

    pub fn one(event: Event) -> Events {
        Events(vec![event])
    }

    /// The position changed.
    pub fn state() -> Events {
        Events::one(Event::State)
    }

    /// Presence changed.
    pub fn presence() -> Events {
        Events::one(Event::Presence)
    }

    /// Who sits where changed: presence, then the position (whose turn, the clock).
    pub fn seats() -> Events {
        Events(vec![Event::Presence, Event::State])
    }

    /// `self`, then `event`.
    pub fn and(mut self, event: Event) -> Events {
        self.push(event);
        self
    }

    /// `self`, then `later`.
    pub fn then(mut self, later: Events) -> Events {
        for event in later.0 {
            self.push(event);
        }
        self
    }

    pub fn push(&mut self, event: Event) {
        if matches!(event, Event::State | Event::Presence) {
            self.0.retain(|e| *e != event);
        }
        self.0.push(event);
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn into_vec(self) -> Vec<Event> {
        self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn state_and_presence_are_told_once_at_their_last_place() {
        let undone = ServerMsg::UndoDone { accepted: true };
        let stood_in = Events::seats();
        let answered = Events::one(Event::All(undone.clone())).and(Event::State);
        assert_eq!(
            stood_in.then(answered).into_vec(),
            vec![Event::Presence, Event::All(undone), Event::State]
        );
    }

    #[test]
    fn messages_keep_their_order_and_repeat() {
        let said = ServerMsg::Pong;
        let events = Events::one(Event::To(1, said.clone()))
            .and(Event::All(said.clone()))
            .and(Event::To(1, said.clone()));
        assert_eq!(
            events.into_vec(),
            vec![
                Event::To(1, said.clone()),
                Event::All(said.clone()),
                Event::To(1, said)
            ]
        );
        assert!(Events::none().is_empty());
    }
}
