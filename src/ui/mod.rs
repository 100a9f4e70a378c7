//! The web app (Yew). Generic over games: it reaches them only through
//! [`crate::games::GAMES`], [`crate::core::Session`] and
//! [`crate::core::AnyGame`], and draws boards with each game's
//! [`board::BoardFn`].

pub mod ai;
pub mod app;
pub mod banner;
pub mod bench_page;
pub mod board;
pub mod game_page;
pub mod home;
pub mod kit;
pub mod markdown;
pub mod move_list;
pub mod my_games;
pub mod new_game;
pub mod pass;
pub mod players;
pub mod route;
pub mod rules_page;
pub mod saving;
pub mod share;
pub mod state;
pub mod storage;
pub mod text;

/// Start the app: mount it on `<body>`; register the service worker
/// once the page has settled.
pub fn run() {
    yew::Renderer::<app::App>::new().render();
    // The worker's install precaches every file of the site (the rules
    // texts, icons, …): started at once it competes with the first load
    // for the network, so it waits until the board is up.
    gloo_timers::callback::Timeout::new(SW_DELAY_MS, register_service_worker).forget();
}

/// How long after start the service worker is registered.
const SW_DELAY_MS: u32 = 2_000;

/// Register `./sw.js` (relative, so the site works under a sub-path). A
/// failure (e.g. plain http on a LAN address) only loses offline play.
fn register_service_worker() {
    if let Some(w) = web_sys::window() {
        let nav = w.navigator();
        // `serviceWorker` is missing in insecure contexts; check before use.
        let has = js_sys::Reflect::has(&nav, &"serviceWorker".into()).unwrap_or(false);
        if has {
            let p = nav.service_worker().register("./sw.js");
            // Awaited only so that a rejection is handled, not reported.
            wasm_bindgen_futures::spawn_local(async move {
                let _ = wasm_bindgen_futures::JsFuture::from(p).await;
            });
        }
    }
}

/// A fresh random seed from the browser (setup draws and AI seeds).
pub fn random_seed() -> u64 {
    let hi = (js_sys::Math::random() * 4294967296.0) as u64;
    let lo = (js_sys::Math::random() * 4294967296.0) as u64;
    hi << 32 | lo
}
