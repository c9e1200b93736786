//! Why a request was refused: one type for the socket and HTTP. On the socket it is a
//! [`ServerMsg::Error`]; over HTTP the same JSON with a status ([`IntoResponse`]).

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
}

pub type Result<T> = std::result::Result<T, Refusal>;

impl Refusal {
    pub fn new(code: ErrorCode, message: impl Into<String>) -> Refusal {
        Refusal {
            code,
            message: message.into(),
        }
    }

    pub fn msg(&self) -> ServerMsg {
        ServerMsg::Error {
            code: self.code,
            message: self.message.clone(),
        }
    }

    /// The message as sent, counted by code for `/metrics`.
    pub fn text(&self) -> String {
        METRICS.refused(self.code);
        online::to_text(&self.msg())
    }

    pub fn status(&self) -> StatusCode {
        match self.code {
            ErrorCode::NoSuchRoom => StatusCode::NOT_FOUND,
            ErrorCode::TooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            ErrorCode::Unavailable => StatusCode::SERVICE_UNAVAILABLE,
            ErrorCode::RateLimited | ErrorCode::Full => StatusCode::TOO_MANY_REQUESTS,
            ErrorCode::Forbidden => StatusCode::FORBIDDEN,
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
        tracing::warn!("store: {e}");
        Refusal::unavailable()
    }
}

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
        if matches!(self.code, ErrorCode::RateLimited | ErrorCode::Full) {
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, header::HeaderValue::from_static("30"));
        }
        response
    }
}
