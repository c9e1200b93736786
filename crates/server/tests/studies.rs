//! Studies saved on the server under their author (issue 45) against the real server and a
//! real database: a save read back by anyone with its address, the author's list, changes
//! and deletion by the author only, the `Origin` check, studies the rules refuse, the size
//! of a body, the per-account caps and save rate, unknown addresses, an account's deletion,
//! a restart; and on PostgreSQL across two processes, with saves at once that cannot both
//! pass the cap. The authors sign up with the tests' software passkeys
//! (`common::account`).

mod common;

use common::account::{Person, Reply};
use common::*;
use online::limits::{STUDIES_PER_ACCOUNT, STUDY_BYTES_PER_ACCOUNT, STUDY_ID_MAX};
use online::{paths, SavedStudy, StudyList, StudySaved};
use rules::study::{Chapter, Comments, Node, Start, Study};
use rules::{AnyGame, GameId, Setup};
use serde_json::{json, Value};

/// A chapter of `game` from its start (the fewest players, `seed`) along its first legal
/// moves, `moves` of them.
fn chapter(game: GameId, seed: u64, moves: usize) -> Chapter {
    let players = *AnyGame::player_range(game).start();
    let mut g = AnyGame::new(game, &Setup::players(players), seed).unwrap();
    let mut nodes = Vec::new();
    for i in 0..moves {
        let mv = g.legal_moves()[0].clone();
        g.play_str(&mv).unwrap();
        nodes.push(Node {
            parent: i.checked_sub(1),
            mv,
            comments: Comments::default(),
            drawing: Default::default(),
        });
    }
    Chapter {
        title: format!("{game} from the start"),
        game: game.as_str().to_string(),
        start: Start::New {
            players,
            options: Default::default(),
            seed,
        },
        comments: Comments::default(),
        drawing: Default::default(),
        nodes,
    }
}

fn study(title: &str, chapters: Vec<Chapter>) -> Study {
    Study {
        title: title.to_string(),
        chapters,
    }
}

/// A small Cubulus study of two chapters.
fn small(title: &str) -> Study {
    study(
        title,
        vec![
            chapter(GameId::Cubulus, 1, 2),
            chapter(GameId::Cubulus, 2, 1),
        ],
    )
}

/// A study's file as the rules write it.
fn file(s: &Study) -> String {
    s.to_json().unwrap()
}

/// A study's file written without the rules' checks (for studies they refuse).
fn unchecked(s: &Study) -> String {
    let mut v = serde_json::to_value(s).unwrap();
    v["format"] = json!(1);
    v.to_string()
}

/// A study of nearly `rules::limits::STUDY` bytes: side lines of one move, each with the
/// longest comments in three languages.
fn big(title: &str) -> String {
    let mut c = chapter(GameId::Cubulus, 3, 1);
    let long = "x".repeat(rules::limits::STUDY_COMMENT);
    let node = Node {
        comments: Comments {
            en: Some(long.clone()),
            de: Some(long.clone()),
            hu: Some(long),
        },
        ..c.nodes[0].clone()
    };
    c.nodes = vec![node; 85];
    file(&study(title, vec![c]))
}

fn saved_study(body: &[u8]) -> Study {
    let s: SavedStudy = serde_json::from_slice(body).unwrap();
    Study::from_json(&s.study).unwrap()
}

/// The studies' requests, for a signed-in person.
impl Person {
    async fn save(&mut self, body: &str) -> Reply {
        self.send("POST", paths::STUDIES, body.as_bytes(), &[])
            .await
    }

    async fn put(&mut self, id: &str, body: &str) -> Reply {
        self.send("PUT", &paths::study(id), body.as_bytes(), &[])
            .await
    }

    async fn delete(&mut self, id: &str) -> Reply {
        self.send("DELETE", &paths::study(id), b"", &[]).await
    }

    async fn mine(&mut self) -> StudyList {
        self.send("GET", paths::MY_STUDIES, b"", &[]).await.ok()
    }

    /// Saves a study that must be taken.
    async fn saved(&mut self, s: &Study) -> StudySaved {
        self.save(&file(s)).await.ok()
    }
}

/// A request by a stranger: no cookie, no `Origin`.
async fn stranger(port: u16, method: &str, path: &str, body: &[u8]) -> Reply {
    let (status, headers, body) = http_full(port, method, path, &[], body).await;
    Reply {
        status,
        headers,
        body,
    }
}

async fn get(port: u16, id: &str) -> Reply {
    stranger(port, "GET", &paths::study(id), b"").await
}

/// Rows of the SQLite database in `data`.
async fn rows(data: &TempDir, sql: &str) -> i64 {
    let url = format!("sqlite:{}", data.path().join("cube-table.db").display());
    let mut conn = <sqlx::SqliteConnection as sqlx::Connection>::connect(&url)
        .await
        .unwrap();
    sqlx::query_scalar(sqlx::AssertSqlSafe(sql.to_string()))
        .fetch_one(&mut conn)
        .await
        .unwrap()
}

/// A request written as it comes (`head` without its blank line), its body written beside
/// the reading of the answer: a server that answers before it has read the body (and may
/// then reset the connection) still has its answer read. The status.
async fn raw(port: u16, head: &str, body: Vec<u8>) -> u16 {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let s = tcp_from(port, "127.0.0.1").await;
    let (mut read, mut write) = s.into_split();
    let head = format!("{head}\r\n\r\n");
    let writer = tokio::spawn(async move {
        let _ = write.write_all(head.as_bytes()).await;
        let _ = write.write_all(&body).await;
        write
    });
    let mut got = Vec::new();
    let mut buf = [0u8; 4096];
    loop {
        match tokio::time::timeout(WAIT, read.read(&mut buf)).await {
            Ok(Ok(0)) | Ok(Err(_)) => break,
            Ok(Ok(n)) => got.extend_from_slice(&buf[..n]),
            Err(_) => panic!("no answer within {WAIT:?}"),
        }
    }
    drop(writer.await);
    let text = String::from_utf8_lossy(&got);
    text.split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("no status in {text:?}"))
}

async fn server(data: &TempDir, settings: &[&str]) -> Server {
    Server::sqlite_with(data.path(), settings).await
}

#[tokio::test]
async fn a_study_is_read_by_anyone_listed_and_changed_and_deleted_by_its_author() {
    let data = TempDir::new("studies-basic");
    let server = server(&data, &[]).await;
    let mut ada = Person::sign_up(server.port, "Ada Studies").await;
    let first = small("Openings");
    // Sent with spaces and an indent; stored as the rules write it.
    let sent = serde_json::to_string_pretty(&serde_json::from_str::<Value>(&file(&first)).unwrap())
        .unwrap();
    let saved: StudySaved = ada.save(&sent).await.ok();
    assert_eq!(saved.id.len(), 16, "{saved:?}");
    assert_eq!(saved.page, format!("/cubulus/study?saved={}", saved.id));

    let read = get(server.port, &saved.id).await;
    assert_eq!(read.status, 200);
    assert_eq!(read.header("cache-control"), Some("no-cache"));
    let got: SavedStudy = read.ok();
    assert_eq!(
        (got.id.as_str(), got.game.as_str(), got.author.as_str()),
        (saved.id.as_str(), "cubulus", "Ada Studies")
    );
    assert_eq!(got.updated, saved.updated);
    assert_eq!(got.study, file(&first), "the rules' compact form");
    assert_eq!(saved_study(&read.body), first);

    let list = ada.mine().await;
    assert_eq!(list.studies.len(), 1);
    let listed = &list.studies[0];
    assert_eq!(
        (
            listed.id.as_str(),
            listed.game.as_str(),
            listed.title.as_str()
        ),
        (saved.id.as_str(), "cubulus", "Openings")
    );
    assert_eq!(
        (listed.updated, listed.bytes),
        (saved.updated, file(&first).len())
    );

    // A second study is listed first; a change moves the first up again.
    let other: StudySaved = ada
        .saved(&study("Mojave", vec![chapter(GameId::Mojave, 4, 3)]))
        .await;
    assert_eq!(other.page, format!("/mojave/study?saved={}", other.id));
    let changed = small("Openings, revised");
    let put: StudySaved = ada.put(&saved.id, &file(&changed)).await.ok();
    assert_eq!(put.id, saved.id);
    assert!(put.updated > saved.updated, "{put:?} after {saved:?}");
    assert_eq!(
        saved_study(&get(server.port, &saved.id).await.body),
        changed
    );
    let list = ada.mine().await.studies;
    let titles: Vec<&str> = list.iter().map(|s| s.title.as_str()).collect();
    assert!(
        titles.contains(&"Openings, revised") && titles.contains(&"Mojave"),
        "{titles:?}"
    );
    assert!(
        list.windows(2).all(|w| w[0].updated >= w[1].updated),
        "{list:?}"
    );
    let listed = list.iter().find(|s| s.id == saved.id).unwrap();
    assert_eq!(
        (listed.updated, listed.bytes),
        (put.updated, file(&changed).len())
    );

    let gone = ada.delete(&saved.id).await;
    assert_eq!(gone.json(), json!({}));
    get(server.port, &saved.id)
        .await
        .refused(404, "no_such_study");
    ada.delete(&saved.id).await.refused(404, "no_such_study");
    ada.put(&saved.id, &file(&changed))
        .await
        .refused(404, "no_such_study");
    assert_eq!(ada.mine().await.studies.len(), 1);

    // The log says what happened, not whose.
    let log = server.stderr.lock().unwrap().clone();
    assert!(
        log.contains("study saved") && log.contains("study deleted"),
        "{log}"
    );
    assert!(
        !log.contains("Ada Studies") && !log.contains(&saved.id),
        "{log}"
    );
}

#[tokio::test]
async fn only_its_signed_in_author_from_this_site_changes_a_study() {
    let data = TempDir::new("studies-author");
    let server = server(&data, &[]).await;
    let mut ada = Person::sign_up(server.port, "Ada").await;
    let mut bea = Person::sign_up(server.port, "Bea").await;
    let mine = small("Mine");
    let saved = ada.saved(&mine).await;

    bea.put(&saved.id, &file(&small("Hers")))
        .await
        .refused(403, "not_your_study");
    bea.delete(&saved.id).await.refused(403, "not_your_study");
    assert_eq!(saved_study(&get(server.port, &saved.id).await.body), mine);
    assert!(bea.mine().await.studies.is_empty());

    let body = file(&small("Anyone's"));
    let port = server.port;
    stranger(port, "POST", paths::STUDIES, body.as_bytes())
        .await
        .refused(401, "not_signed_in");
    stranger(port, "PUT", &paths::study(&saved.id), body.as_bytes())
        .await
        .refused(401, "not_signed_in");
    stranger(port, "DELETE", &paths::study(&saved.id), b"")
        .await
        .refused(401, "not_signed_in");
    stranger(port, "GET", paths::MY_STUDIES, b"")
        .await
        .refused(401, "not_signed_in");

    let elsewhere = [("origin", "https://elsewhere.example")];
    for (method, path) in [
        ("POST", paths::STUDIES.to_string()),
        ("PUT", paths::study(&saved.id)),
        ("DELETE", paths::study(&saved.id)),
    ] {
        ada.send(method, &path, body.as_bytes(), &elsewhere)
            .await
            .refused(403, "forbidden");
    }
    let text = [("content-type", "text/plain")];
    ada.send("POST", paths::STUDIES, body.as_bytes(), &text)
        .await
        .refused(400, "malformed");
    assert_eq!(rows(&data, "SELECT COUNT(*) FROM studies").await, 1);
    assert_eq!(saved_study(&get(port, &saved.id).await.body), mine);
}

#[tokio::test]
async fn a_study_the_rules_refuse_is_not_stored() {
    let data = TempDir::new("studies-bad");
    let server = server(&data, &["--study-burst", "100"]).await;
    let mut ada = Person::sign_up(server.port, "Ada").await;

    let mut illegal = small("Illegal");
    illegal.chapters[0].nodes[1].mv = "not a move".into();
    let two_games = study(
        "Two games",
        vec![
            chapter(GameId::Cubulus, 1, 1),
            chapter(GameId::Mojave, 1, 1),
        ],
    );
    let bad = [
        ("not JSON", "{\"format\":1,\"title\":".to_string()),
        ("not a study", "[1,2,3]".to_string()),
        (
            "a newer format",
            file(&small("New")).replacen("\"format\":1", "\"format\":9", 1),
        ),
        ("an illegal move", unchecked(&illegal)),
        ("two games", file(&two_games)),
        ("no chapter", file(&study("Empty", vec![]))),
    ];
    for (what, body) in &bad {
        let reply = ada.save(body).await;
        assert_eq!(
            (reply.status, reply.code().as_str()),
            (400, "bad_study"),
            "{what}"
        );
        assert!(
            !reply.json()["message"].as_str().unwrap_or("").is_empty(),
            "{what}"
        );
    }
    let reply = ada.save(&unchecked(&illegal)).await;
    let message = reply.json()["message"].as_str().unwrap_or("").to_string();
    assert!(message.contains("chapter 1, move 2"), "{message}");
    ada.send("POST", paths::STUDIES, &[0xff, 0xfe, 0xfd], &[])
        .await
        .refused(400, "bad_study");
    assert_eq!(rows(&data, "SELECT COUNT(*) FROM studies").await, 0);

    // A change the rules refuse leaves the study as it was.
    let kept = small("Kept");
    let saved = ada.saved(&kept).await;
    ada.put(&saved.id, &unchecked(&illegal))
        .await
        .refused(400, "bad_study");
    ada.put(&saved.id, &file(&two_games))
        .await
        .refused(400, "bad_study");
    assert_eq!(saved_study(&get(server.port, &saved.id).await.body), kept);
    let refused = server
        .metric("cube_table_refusals_total{code=\"bad_study\"}")
        .await;
    assert_eq!(refused, (bad.len() + 4) as f64);

    // Bodies over `rules::limits::STUDY`: one that says so, and one that does not say.
    let over = rules::limits::STUDY + 1;
    let cookie = format!("cube_table_session={}", ada.cookie);
    let head = |length: &str| {
        format!(
            "POST {} HTTP/1.1\r\nhost: 127.0.0.1:{}\r\nconnection: close\r\n\
             content-type: application/json\r\ncookie: {cookie}\r\n{length}",
            paths::STUDIES,
            server.port
        )
    };
    let status = raw(
        server.port,
        &head(&format!("content-length: {over}")),
        vec![b' '; over],
    )
    .await;
    assert_eq!(status, 413);
    let mut chunked = format!("{over:x}\r\n").into_bytes();
    chunked.extend(vec![b' '; over]);
    chunked.extend_from_slice(b"\r\n0\r\n\r\n");
    let status = raw(server.port, &head("transfer-encoding: chunked"), chunked).await;
    assert_eq!(status, 413);
    // The biggest study that is not over it is taken.
    let largest = big("Large");
    assert!(largest.len() <= rules::limits::STUDY);
    ada.save(&largest).await.ok::<StudySaved>();
    assert_eq!(rows(&data, "SELECT COUNT(*) FROM studies").await, 2);
}

#[tokio::test]
async fn an_account_keeps_at_most_its_studies_and_their_bytes() {
    let data = TempDir::new("studies-caps");
    let server = server(&data, &["--study-burst", "1000", "--study-interval", "1ms"]).await;
    let mut ada = Person::sign_up(server.port, "Ada").await;
    let tiny = file(&study("Tiny", vec![chapter(GameId::Cubulus, 1, 1)]));
    let mut ids = Vec::new();
    for _ in 0..STUDIES_PER_ACCOUNT {
        ids.push(ada.save(&tiny).await.ok::<StudySaved>().id);
    }
    ada.save(&tiny).await.refused(409, "too_many_studies");
    // A change of one of them is no new one.
    ada.put(&ids[0], &tiny).await.ok::<StudySaved>();
    ada.delete(&ids[1]).await.ok::<Value>();
    ada.save(&tiny).await.ok::<StudySaved>();
    ada.save(&tiny).await.refused(409, "too_many_studies");
    assert_eq!(ada.mine().await.studies.len(), STUDIES_PER_ACCOUNT);

    // Bytes: sixteen studies of nearly a mebibyte fit, a seventeenth does not; a change
    // counts its new size instead of its old.
    let mut bea = Person::sign_up(server.port, "Bea").await;
    let large = big("Large");
    assert!(
        large.len() * 16 <= STUDY_BYTES_PER_ACCOUNT,
        "{}",
        large.len()
    );
    assert!(
        large.len() * 17 > STUDY_BYTES_PER_ACCOUNT,
        "{}",
        large.len()
    );
    let mut ids = Vec::new();
    for _ in 0..16 {
        ids.push(bea.save(&large).await.ok::<StudySaved>().id);
    }
    bea.save(&large).await.refused(409, "too_many_studies");
    bea.put(&ids[0], &big("Large, changed"))
        .await
        .ok::<StudySaved>();
    bea.put(&ids[0], &tiny).await.ok::<StudySaved>();
    bea.save(&large).await.ok::<StudySaved>();
    bea.save(&large).await.refused(409, "too_many_studies");
    bea.put(&ids[0], &large)
        .await
        .refused(409, "too_many_studies");
    assert_eq!(
        get(server.port, &ids[0]).await.ok::<SavedStudy>().study,
        tiny
    );
    let kept: usize = bea.mine().await.studies.iter().map(|s| s.bytes).sum();
    assert_eq!(kept, 16 * large.len() + tiny.len());
}

#[tokio::test]
async fn saves_go_at_the_accounts_rate() {
    let data = TempDir::new("studies-rate");
    let server = server(&data, &["--study-burst", "3", "--study-interval", "1h"]).await;
    let mut ada = Person::sign_up(server.port, "Ada").await;
    let body = file(&small("Rated"));
    let saved: StudySaved = ada.save(&body).await.ok();
    ada.put(&saved.id, &body).await.ok::<StudySaved>();
    ada.save(&body).await.ok::<StudySaved>();
    let over = ada.save(&body).await;
    over.refused(429, "rate_limited");
    assert!(over.header("retry-after").is_some());
    ada.put(&saved.id, &body).await.refused(429, "rate_limited");
    // Reading, listing and deleting are not saves; another account has its own rate.
    assert_eq!(ada.mine().await.studies.len(), 2);
    ada.delete(&saved.id).await.ok::<Value>();
    let mut bea = Person::sign_up(server.port, "Bea").await;
    bea.save(&body).await.ok::<StudySaved>();
}

#[tokio::test]
async fn an_unknown_or_impossible_address_is_no_study() {
    let data = TempDir::new("studies-ids");
    let server = server(&data, &[]).await;
    let mut ada = Person::sign_up(server.port, "Ada").await;
    let body = file(&small("Some"));
    let long = "a".repeat(STUDY_ID_MAX + 1);
    for id in ["AAAAAAAAAAAAAAAA", "abc", long.as_str(), "a.b", "%2e%2e"] {
        get(server.port, id).await.refused(404, "no_such_study");
        ada.put(id, &body).await.refused(404, "no_such_study");
        ada.delete(id).await.refused(404, "no_such_study");
    }
    assert_eq!(rows(&data, "SELECT COUNT(*) FROM studies").await, 0);
}

/// The `saved-study` element of a page's document: its attributes' text and its content.
fn saved_element(page: &str) -> (String, String) {
    let start = page
        .find("<script type=\"application/json\" id=\"saved-study\"")
        .unwrap_or_else(|| panic!("no saved study in {page}"));
    let open_end = start + page[start..].find('>').unwrap();
    let close = open_end + page[open_end..].find("</script>").unwrap();
    (
        page[start..open_end].to_string(),
        page[open_end + 1..close].to_string(),
    )
}

#[tokio::test]
async fn a_saved_studys_address_is_its_page_with_the_study_in_it() {
    let data = TempDir::new("studies-page");
    // The study page's documents as the build writes them (any text with a head will do).
    for dir in ["cubulus/study", "embed/cubulus/study", "cubus/study"] {
        let at = data.path().join("dist").join(dir);
        std::fs::create_dir_all(&at).unwrap();
        std::fs::write(
            at.join("app.html"),
            format!("<!DOCTYPE html><html><head><title>{dir}</title></head><body></body></html>"),
        )
        .unwrap();
    }
    let server = server(&data, &[]).await;
    let mut ada = Person::sign_up(server.port, "Ada Pages").await;
    let mut s = small("Openings");
    // A comment that would end a script element if it were written as it is.
    s.chapters[0].comments.en = Some("See </script><script>alert(1)</script> and <!-- this".into());
    let saved = ada.saved(&s).await;

    for (page, title) in [
        (saved.page.clone(), "cubulus/study"),
        (
            format!("/embed/cubulus/study?lang=de&saved={}", saved.id),
            "embed/cubulus/study",
        ),
    ] {
        let reply = stranger(server.port, "GET", &page, b"").await;
        assert_eq!(reply.status, 200, "{page}");
        assert_eq!(reply.header("cache-control"), Some("no-store"));
        let text = String::from_utf8(reply.body.clone()).unwrap();
        assert!(text.contains(&format!("<title>{title}</title>")), "{text}");
        assert_eq!(text.matches("</script>").count(), 1, "{text}");
        let (attributes, content) = saved_element(&text);
        assert!(attributes.contains(&format!("data-id=\"{}\"", saved.id)));
        assert!(
            attributes.contains("data-author=\"Ada Pages\""),
            "{attributes}"
        );
        // The element's text is the study file the rules read back as saved.
        assert_eq!(Study::from_json(&content).unwrap(), s);
        // Only the embed may be framed.
        let framable = page.starts_with("/embed/");
        assert_eq!(
            reply.header("x-frame-options").is_none(),
            framable,
            "{page}: {:?}",
            reply.headers
        );
    }

    // Not saved here, of another game, or not an id at all: the page says so, with 404.
    let long = "a".repeat(STUDY_ID_MAX + 1);
    for page in [
        "/cubulus/study?saved=AAAAAAAAAAAAAAAA".to_string(),
        format!("/cubus/study?saved={}", saved.id),
        format!("/cubulus/study?saved={long}"),
        "/cubulus/study?saved=%22%3E%3Cscript%3E".to_string(),
    ] {
        let reply = stranger(server.port, "GET", &page, b"").await;
        assert_eq!(reply.status, 404, "{page}");
        let text = String::from_utf8(reply.body.clone()).unwrap();
        let (attributes, content) = saved_element(&text);
        assert!(attributes.contains("data-missing"), "{attributes}");
        assert!(content.is_empty() && !text.contains("data-author"));
        assert!(!text.contains("\"><script>"), "{text}");
    }
    // A page without `saved=`, and a game's other pages, are as built.
    let plain = stranger(server.port, "GET", "/cubulus/study?study=x", b"").await;
    assert_eq!(plain.status, 200);
    assert!(!String::from_utf8(plain.body)
        .unwrap()
        .contains("saved-study"));

    // Deleted: its address says it is gone.
    ada.delete(&saved.id).await.ok::<Value>();
    let gone = stranger(server.port, "GET", &saved.page, b"").await;
    assert_eq!(gone.status, 404);
    assert!(saved_element(&String::from_utf8(gone.body).unwrap())
        .0
        .contains("data-missing"));
    // Nothing in the log names the study or its author.
    let log = server.stderr.lock().unwrap().clone();
    assert!(!log.contains(&saved.id) && !log.contains("Pages"), "{log}");
}

#[tokio::test]
async fn deleting_an_account_deletes_its_studies() {
    let data = TempDir::new("studies-delete");
    let server = server(&data, &[]).await;
    let mut ada = Person::sign_up(server.port, "Ada").await;
    let mut bea = Person::sign_up(server.port, "Bea").await;
    let hers = ada.saved(&small("Ada's")).await;
    let other = bea.saved(&small("Bea's")).await;
    ada.request("POST", online::paths::account::DELETE, json!({}))
        .await
        .ok::<Value>();
    get(server.port, &hers.id)
        .await
        .refused(404, "no_such_study");
    assert_eq!(
        rows(&data, "SELECT COUNT(*) FROM studies WHERE title = 'Ada''s'").await,
        0
    );
    get(server.port, &other.id).await.ok::<SavedStudy>();
}

#[tokio::test]
async fn saved_studies_survive_a_restart() {
    let data = TempDir::new("studies-restart");
    let mut server = server(&data, &[]).await;
    let mut ada = Person::sign_up(server.port, "Ada").await;
    let s = small("Kept");
    let saved = ada.saved(&s).await;
    let before = ada.mine().await;
    server.restart().await;
    let got: SavedStudy = get(server.port, &saved.id).await.ok();
    assert_eq!((got.author.as_str(), got.updated), ("Ada", saved.updated));
    assert_eq!(Study::from_json(&got.study).unwrap(), s);
    assert_eq!(ada.mine().await, before);
}

#[tokio::test]
async fn saved_studies_on_postgres_across_two_processes() {
    let pg = Postgres::start();
    let data = TempDir::new("studies-pg");
    let settings = ["--study-burst", "1000", "--study-interval", "1ms"];
    let one = Server::postgres_with(&pg.url, data.path(), &settings).await;
    let origin = format!("http://localhost:{}", one.port);
    let two = Server::postgres_with(
        &pg.url,
        data.path(),
        &[&settings[..], &["--public-origin", &origin]].concat(),
    )
    .await;
    let mut ada = Person::sign_up(one.port, "Ada").await;
    let mut bea = Person::sign_up(one.port, "Bea").await;
    // Ada's session, on the second process.
    let mut ada_two = Person {
        port: two.port,
        origin: origin.clone(),
        cookie: ada.cookie.clone(),
        handle: ada.handle.clone(),
    };

    let first = small("Openings");
    let saved = ada.saved(&first).await;
    let got: SavedStudy = get(two.port, &saved.id).await.ok();
    assert_eq!((got.author.as_str(), got.game.as_str()), ("Ada", "cubulus"));
    assert_eq!(Study::from_json(&got.study).unwrap(), first);
    let changed = study("Mojave", vec![chapter(GameId::Mojave, 2, 2)]);
    let put: StudySaved = ada_two.put(&saved.id, &file(&changed)).await.ok();
    assert!(put.updated > saved.updated);
    assert_eq!(put.page, format!("/mojave/study?saved={}", saved.id));
    assert_eq!(saved_study(&get(one.port, &saved.id).await.body), changed);
    bea.put(&saved.id, &file(&first))
        .await
        .refused(403, "not_your_study");
    bea.delete(&saved.id).await.refused(403, "not_your_study");
    let list = ada.mine().await;
    assert_eq!(list.studies.len(), 1);
    assert_eq!(
        (
            list.studies[0].game.as_str(),
            list.studies[0].title.as_str()
        ),
        ("mojave", "Mojave")
    );
    assert_eq!(ada_two.mine().await, list);
    ada_two.delete(&saved.id).await.ok::<Value>();
    get(one.port, &saved.id).await.refused(404, "no_such_study");

    // One study short of the cap, saves at once on both processes: exactly one is taken.
    let tiny = file(&study("Tiny", vec![chapter(GameId::Cubulus, 1, 1)]));
    for _ in 1..STUDIES_PER_ACCOUNT {
        ada.save(&tiny).await.ok::<StudySaved>();
    }
    let mut racers = Vec::new();
    for i in 0..8 {
        let mut p = Person {
            port: if i % 2 == 0 { one.port } else { two.port },
            origin: origin.clone(),
            cookie: ada.cookie.clone(),
            handle: ada.handle.clone(),
        };
        let tiny = tiny.clone();
        racers.push(tokio::spawn(async move { p.save(&tiny).await.status }));
    }
    let mut statuses = Vec::new();
    for r in racers {
        statuses.push(r.await.unwrap());
    }
    statuses.sort();
    assert_eq!(statuses, [200, 409, 409, 409, 409, 409, 409, 409]);
    assert_eq!(ada.mine().await.studies.len(), STUDIES_PER_ACCOUNT);
}

#[tokio::test]
async fn a_page_asks_who_is_signed_in_and_a_stranger_is_an_answer_not_a_failure() {
    let data = TempDir::new("studies-who");
    let server = server(&data, &[]).await;
    let nobody = stranger(server.port, "GET", paths::account::WHO, b"").await;
    assert_eq!(nobody.status, 200);
    assert_eq!(nobody.json(), json!({ "handle": null }));
    let mut ada = Person::sign_up(server.port, "Ada Who").await;
    let signed_in = ada.request("GET", paths::account::WHO, Value::Null).await;
    assert_eq!(signed_in.json(), json!({ "handle": "Ada Who" }));
    // A cookie of no session is no one, too.
    let (status, _, body) = http_full(
        server.port,
        "GET",
        paths::account::WHO,
        &[("cookie", "cube_table_session=not-a-session")],
        b"",
    )
    .await;
    assert_eq!((status, body), (200, br#"{"handle":null}"#.to_vec()));
}
