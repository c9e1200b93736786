//! Web Push per seat (issue 46): a browser's subscription is kept for the seat tokens it
//! was made with ([`subscriptions`], `POST /api/push/subscribe` and `…/unsubscribe`, `GET
//! /api/push/key`); a room's change writes the pushes it causes to the outbox in its own
//! transaction (the rows are made by `crate::room`'s jobs, stored by the store); a sender on
//! every process claims and sends them ([`send`]) to checked addresses only ([`address`]),
//! signed with the server's key pair ([`vapid`]) and said in the subscriber's language
//! ([`texts`]).
//!
//! Owns: what every process holds for pushes ([`Push`]). May not touch: rooms; this file
//! names no submodule's items, so the context can hold [`Push`] without a circle.

pub mod address;
pub mod send;
pub mod subscriptions;
pub mod texts;
pub mod vapid;

use std::sync::OnceLock;

use tokio::sync::Notify;

/// What the context holds for pushes: the key pair (set once the store gave it, at start)
/// and the sender's bell, rung when this process wrote pushes.
#[derive(Default)]
pub struct Push {
    pub vapid: OnceLock<vapid::Vapid>,
    pub wake: Notify,
}
