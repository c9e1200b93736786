//! Clocks that ran out and people away during their turn. Every `--alarm-interval` the
//! rooms whose alarm is due are read without a replay ([`crate::store::Store::due`]) and
//! judged ([`crate::room::clock::verdict`]): a room with nothing due yet gets its alarm
//! moved on, and a seat due for the computer is handed over by its room, loaded here for
//! it ([`crate::room::Room::stand_in_due`], which checks once more). Rooms nobody has
//! loaded are found too, so a clock runs out after a restart and whichever process has
//! the room's people. Several processes may look at once: every write is checked against
//! the room's version, so one wins.

use std::sync::Arc;

use crate::room::clock::{verdict, Lengths, Verdict};
use crate::store::now_ms;
use crate::{app::App, secret};

/// Due rooms read per round.
const BATCH: i64 = 100;

/// Looks at every due room once; returns how many seats went to the computer.
pub async fn check_once(app: &Arc<App>) -> usize {
    let now = now_ms();
    let due = match app.store.due(now, BATCH).await {
        Ok(due) => due,
        Err(e) => {
            tracing::warn!("clocks: {e}");
            return 0;
        }
    };
    let s = &app.settings;
    let mut handed = 0;
    for room in due {
        let len = Lengths::new(room.clock, s.clock_minute, s.away_limit);
        let rearm = match verdict(&room, &len, now) {
            Verdict::Later(at) => Some((room.version, at)),
            Verdict::Clear => Some((room.version, 0)),
            v => {
                let (done, rearm) = hand_over(app, &room.id, v).await;
                handed += usize::from(done);
                rearm
            }
        };
        if let Some((version, at)) = rearm {
            if let Err(e) = app.store.rearm(&room.id, version, at).await {
                tracing::warn!(room = secret::tag(&room.id), "clocks: {e}");
            }
        }
    }
    handed
}

/// Has the room hand the seat to the computer; whether it did, and else the alarm to set
/// (at the room's version): the seat was held after all, as last read here.
async fn hand_over(app: &Arc<App>, id: &str, v: Verdict) -> (bool, Option<(i64, i64)>) {
    let cell = match app.rooms.load(app, id).await {
        Ok(Some(cell)) => cell,
        Ok(None) => return (false, None),
        Err(r) => {
            tracing::warn!(room = secret::tag(id), "clocks: {r}");
            return (false, None);
        }
    };
    let mut room = cell.hold(app).await;
    if room.retired() {
        return (false, None);
    }
    let before = room.version();
    match room.stand_in_due(app, v).await {
        Ok(events) => room.publish(events),
        Err(r) => tracing::warn!(room = secret::tag(id), "clocks: {r}"),
    }
    let done = room.version() != before;
    let rearm = (!done).then(|| (room.version(), room.next_alarm(now_ms())));
    (done, rearm)
}

/// Looks at due rooms every `alarm_interval` until the server stops.
pub async fn run(app: Arc<App>) {
    let mut stop = app.stop_signal();
    let mut tick = tokio::time::interval(app.settings.alarm_interval);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            _ = tick.tick() => {}
            _ = stop.wait_for(|&s| s) => return,
        }
        check_once(&app).await;
    }
}
