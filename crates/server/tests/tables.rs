//! Issue 27 on one server with SQLite: the lobby and "Play now", clocks (real time, turn
//! based across a restart, a late move), the computer standing in for an absent person and
//! claiming the win, play again, quick messages and what a device's rooms wait for. The
//! same scenarios run on two PostgreSQL processes in `postgres.rs`.

mod common;

use common::tables::*;
use common::*;

#[tokio::test]
async fn the_lobby_lists_open_tables_and_play_now_joins_the_oldest() {
    let data = TempDir::new("lobby");
    let server = Server::sqlite_with(data.path(), &["--room-burst", "100"]).await;
    lobby_and_play_now(&server, &server).await;
}

#[tokio::test]
async fn a_real_time_clock_that_runs_out_hands_the_seat_to_the_computer_until_its_person_returns() {
    let data = TempDir::new("real-time");
    let server = Server::sqlite_with(data.path(), &REAL_TIME).await;
    real_time_clock_runs_out(&server, &server).await;
}

#[tokio::test]
async fn a_move_after_the_time_ran_out_is_refused() {
    let data = TempDir::new("late-move");
    let server = Server::sqlite_with(
        data.path(),
        &["--clock-minute", "1s", "--alarm-interval", "30s"],
    )
    .await;
    a_late_move_is_refused(&server, &server).await;
}

#[tokio::test]
async fn a_turn_based_clock_runs_out_across_a_restart() {
    let data = TempDir::new("turn-based");
    let server = Server::sqlite_with(data.path(), &TURN_BASED).await;
    turn_based_clock_across_a_restart(&mut [server]).await;
}

#[tokio::test]
async fn turn_based_tables_wait_in_the_lobby_and_play_now_asks_for_one() {
    let data = TempDir::new("turn-based-tables");
    let server = Server::sqlite_with(data.path(), &["--presence-ttl", "1s"]).await;
    turn_based_tables(&server, &server).await;
}

#[tokio::test]
async fn a_time_bank_and_a_vacation_are_shown_and_kept_across_a_restart() {
    let data = TempDir::new("bank");
    let server = Server::sqlite_with(data.path(), &BANK).await;
    bank_and_vacation(&mut [server]).await;
}

#[tokio::test]
async fn an_absent_person_is_played_by_the_computer_and_the_other_may_claim_the_win() {
    let data = TempDir::new("away");
    let server = Server::sqlite_with(data.path(), &AWAY).await;
    away_and_claim(&server, &server).await;
}

#[tokio::test]
async fn play_again_moves_every_seat_on_and_starts_when_all_accept() {
    let data = TempDir::new("rematch");
    let server = Server::sqlite(data.path()).await;
    play_again(&server, &server).await;
}

#[tokio::test]
async fn quick_messages_reach_the_table_from_seats_only_at_a_rate() {
    let data = TempDir::new("say");
    let server = Server::sqlite(data.path()).await;
    quick_messages(&server, &server).await;
}

#[tokio::test]
async fn a_device_learns_whose_turn_it_is_in_each_of_its_rooms() {
    let data = TempDir::new("turns");
    let server = Server::sqlite(data.path()).await;
    turns(&server, &server).await;
}

#[tokio::test]
async fn a_person_who_keeps_coming_back_cannot_stop_the_game() {
    let data = TempDir::new("staller");
    let server = Server::sqlite_with(
        data.path(),
        &["--clock-minute", "1s", "--alarm-interval", "100ms"],
    )
    .await;
    a_staller_cannot_hold_the_table(&server, &server).await;
}
