//! Why a request was refused: one type for the socket and HTTP. On the socket it is a
//! [`ServerMsg::Error`]; over HTTP the same JSON with a status ([`IntoResponse`]).
//!
//! A refusal is a plain value: making, converting and answering one log nothing and count
//! nothing. Where it leaves the server it is counted for `/metrics` and its cause (a store
//! error, never sent) is logged, in one place per way out: [`Refusal::leaving`], called by
//! a room socket's writer, the lobby socket's loop and the HTTP middleware (which finds the
//! refusal an answer carries, [`Refused`]).

use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use online::{ErrorCode, ServerMsg};

use crate::metrics::METRICS;
use crate::store::StoreError;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    pub code: ErrorCode,
    /// English, for logs and tests; the app tells the player by the code.
    pub message: String,
    /// What went wrong inside (a store error): for the log, never sent.
    pub cause: Option<String>,
}

pub type Result<T> = std::result::Result<T, Refusal>;

impl Refusal {
    pub fn new(code: ErrorCode, message: impl Into<String>) -> Refusal {
        Refusal {
            code,
            message: message.into(),
            cause: None,
        }
    }

    pub fn msg(&self) -> ServerMsg {
        ServerMsg::Error {
            code: self.code,
            message: self.message.clone(),
        }
    }

    /// The message as sent.
    pub fn text(&self) -> String {
        online::to_text(&self.msg())
    }

    /// The refusal leaves the server: counted by code for `/metrics`, its cause logged.
    pub fn leaving(&self) {
        METRICS.refused(self.code);
        if let Some(cause) = &self.cause {
            tracing::warn!("{:?}: {cause}", self.code);
        }
    }

    pub fn status(&self) -> StatusCode {
        match self.code {
            ErrorCode::NoSuchRoom | ErrorCode::NoSuchPlayer | ErrorCode::NoSuchStudy => {
                StatusCode::NOT_FOUND
            }
            ErrorCode::TooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            ErrorCode::Unavailable => StatusCode::SERVICE_UNAVAILABLE,
            ErrorCode::RateLimited | ErrorCode::Full => StatusCode::TOO_MANY_REQUESTS,
            ErrorCode::Forbidden | ErrorCode::NotYourStudy => StatusCode::FORBIDDEN,
            ErrorCode::NotSignedIn => StatusCode::UNAUTHORIZED,
            // The account's own studies stand in the way: deleting one makes room.
            ErrorCode::HandleTaken | ErrorCode::TooManyStudies => StatusCode::CONFLICT,
            _ => StatusCode::BAD_REQUEST,
        }
    }

    pub fn unavailable() -> Refusal {
        Refusal::new(
            ErrorCode::Unavailable,
            "the server could not store or load; try again",
        )
    }
}

impl From<StoreError> for Refusal {
    fn from(e: StoreError) -> Refusal {
        Refusal {
            cause: Some(format!("store: {e}")),
            ..Refusal::unavailable()
        }
    }
}

/// For logs: the code, the message and the cause.
impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:?}: {}", self.code, self.message)?;
        if let Some(cause) = &self.cause {
            write!(f, " ({cause})")?;
        }
        Ok(())
    }
}

/// The refusal an HTTP answer carries (an extension of the response), for the middleware
/// that counts and logs it as the answer leaves ([`Refusal::leaving`]).
#[derive(Clone)]
pub struct Refused(pub Refusal);

/// A JSON answer that no cache keeps.
pub fn json(status: StatusCode, body: String) -> Response {
    (
        status,
        [
            (header::CONTENT_TYPE, "application/json"),
            (header::CACHE_CONTROL, "no-store"),
        ],
        body,
    )
        .into_response()
}

impl IntoResponse for Refusal {
    fn into_response(self) -> Response {
        let status = self.status();
        let mut response = json(status, self.text());
        response.extensions_mut().insert(Refused(self.clone()));
        if matches!(self.code, ErrorCode::RateLimited | ErrorCode::Full) {
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, header::HeaderValue::from_static("30"));
        }
        response
    }
}
