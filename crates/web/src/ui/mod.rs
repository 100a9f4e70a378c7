//! The web app (Yew). Generic over games: it reaches them only through
//! [`attic_games::GAMES`], [`attic_records::Session`] and
//! [`attic_core::AnyGame`], and draws boards with each game's
//! [`board::BoardFn`].

pub mod about;
pub mod ai;
pub mod ai_note;
pub mod analysis;
pub mod analysis_chart;
pub mod analysis_hint;
pub mod analysis_turns;
pub mod app;
pub mod archive;
pub mod banner;
pub mod bench_page;
pub mod code;
pub mod driver;
pub use attic_kit::board;
pub mod fetch;
pub mod game_css;
pub mod game_page;
pub mod home;
pub use attic_kit as kit;
pub mod lang;
pub mod learn_page;
pub mod live_board;
pub mod markdown;
pub mod measured;
pub mod move_list;
pub mod my_games;
pub mod my_games_filter;
pub mod my_games_import;
pub mod my_games_row;
pub mod new_game;
pub mod notice;
pub mod page_text;
pub mod pages;
pub mod parts;
pub mod pass;
pub mod players;
pub mod post;
pub mod puzzle_answers;
pub mod puzzle_board;
pub mod puzzle_hooks;
pub mod puzzle_page;
pub mod puzzle_said;
pub mod puzzle_store;
pub mod puzzle_words;
pub mod quota;
pub mod route;
pub mod rule_marks;
pub mod rules_page;
pub mod saving;
pub mod settings;
pub mod share;
pub mod state;
pub mod status;
pub mod steps;
pub mod storage;
pub mod text;

/// Start the app: load the reader's language if it is not English (see
/// [`lang`]) and the code of the games the first screen shows (see
/// [`code`]), then mount the app on `<body>` (it draws the site's notices
/// after the page, and registers the service worker once the page has
/// settled).
pub fn run() {
    // A page's words come with its code (build.rs): one shown before they
    // came would read as its key; say so where the tests look.
    attic_core::msg::on_missing(|key| {
        web_sys::console::error_1(&format!("attic: no words for {key}").into())
    });
    wasm_bindgen_futures::spawn_local(async {
        let language = async {
            if lang::preferred() == attic_core::Lang::En {
                (attic_core::Lang::En, None)
            } else {
                lang::start().await
            }
        };
        // Both at once: neither waits for the other's download.
        let ((lang, failed), ()) = futures::future::join(language, code::prepare_start()).await;
        mount(lang, failed.into_iter().collect());
    });
}

/// Mount the app in language `lang` (its words are loaded), with the
/// notices to show at once.
fn mount(lang: attic_core::Lang, notices: Vec<notice::Notice>) {
    // The static frame index.html shows while the wasm loads (see
    // scripts/site.mjs `writeShell`) gives way to the app in the same task,
    // so the browser never paints both.
    if let Some(shell) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("shell"))
    {
        shell.remove();
    }
    yew::Renderer::<app::App>::with_props(app::AppProps { lang, notices }).render();
}

/// How long after start the service worker is registered.
pub const SW_DELAY_MS: u32 = 2_000;
/// How often an open page asks whether a new version was deployed.
const UPDATE_EVERY_MS: u32 = 60 * 60 * 1000;

thread_local! {
    // Module caches, not component state: the browser's service worker
    // objects live for the page's life, outside the app, and what the
    // update notice shows is in the notices' state.
    /// The service worker's registration, once registered.
    static REGISTRATION: std::cell::RefCell<Option<web_sys::ServiceWorkerRegistration>> =
        const { std::cell::RefCell::new(None) };
    /// Set when the player chose to reload into the new version.
    static RELOADING: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// The service worker API, where there is one (it is missing in insecure
/// contexts, e.g. plain http on a LAN address: then there is no offline play).
fn service_workers() -> Option<web_sys::ServiceWorkerContainer> {
    let nav = web_sys::window()?.navigator();
    js_sys::Reflect::has(&nav, &"serviceWorker".into())
        .unwrap_or(false)
        .then(|| nav.service_worker())
}

/// Await a promise only so that a rejection is handled, not reported.
fn settle(p: js_sys::Promise) {
    wasm_bindgen_futures::spawn_local(async move {
        let _ = wasm_bindgen_futures::JsFuture::from(p).await;
    });
}

/// Run `f` on every `event` of `target`, for the page's life.
fn listen(target: &web_sys::EventTarget, event: &str, f: impl FnMut() + 'static) {
    use wasm_bindgen::JsCast;
    let f = wasm_bindgen::closure::Closure::<dyn FnMut()>::new(f);
    let _ = target.add_event_listener_with_callback(event, f.as_ref().unchecked_ref());
    f.forget();
}

/// Register `./sw.js` (relative, so the site works under a sub-path) and
/// watch for new versions: a new service worker waits (see
/// static/sw-template.js) and the page says "A new version is ready".
pub fn register_service_worker(notify: notice::Notify) {
    use wasm_bindgen::JsCast;
    let Some(sw) = service_workers() else { return };
    {
        // A page that no service worker controlled sees the first one take
        // over: that is no new version.
        let controlled = std::cell::Cell::new(sw.controller().is_some());
        let notify = notify.clone();
        listen(&sw, "controllerchange", move || {
            if RELOADING.with(|r| r.get()) {
                reload();
            } else if controlled.replace(true) {
                // Another tab chose the new version: this page's files may
                // be gone from the cache.
                notice::show(&notify, notice::Notice::Update);
            }
        });
    }
    let p = sw.register("./sw.js");
    wasm_bindgen_futures::spawn_local(async move {
        let Ok(reg) = wasm_bindgen_futures::JsFuture::from(p).await else {
            return;
        };
        // (A test harness that blocks service workers resolves nothing.)
        let Ok(reg) = reg.dyn_into::<web_sys::ServiceWorkerRegistration>() else {
            return;
        };
        REGISTRATION.with(|r| *r.borrow_mut() = Some(reg.clone()));
        // Installed on an earlier visit, waiting for the old pages to go.
        if reg.waiting().is_some() {
            notice::show(&notify, notice::Notice::Update);
        }
        if let Some(w) = reg.installing() {
            watch_install(w, notify.clone());
        }
        {
            let reg2 = reg.clone();
            listen(&reg, "updatefound", move || {
                if let Some(w) = reg2.installing() {
                    watch_install(w, notify.clone());
                }
            });
        }
        // Ask now, and every hour for a page left open.
        if let Ok(p) = reg.update() {
            settle(p);
        }
        gloo_timers::callback::Interval::new(UPDATE_EVERY_MS, move || {
            if let Ok(p) = reg.update() {
                settle(p);
            }
        })
        .forget();
    });
}

/// Say "A new version is ready" once the installing worker `w` has
/// installed, if an older one controls the page (the first install has
/// none: it takes over without waiting).
fn watch_install(w: web_sys::ServiceWorker, notify: notice::Notify) {
    let w2 = w.clone();
    listen(&w, "statechange", move || {
        let controlled = service_workers().is_some_and(|sw| sw.controller().is_some());
        if w2.state() == web_sys::ServiceWorkerState::Installed && controlled {
            notice::show(&notify, notice::Notice::Update);
        }
    });
}

fn reload() {
    if let Some(w) = web_sys::window() {
        let _ = w.location().reload();
    }
}

/// The update notice's button: let the waiting service worker take over,
/// then reload (on `controllerchange`); a plain reload if none is waiting.
/// The game is in storage, so the reload keeps it.
pub fn reload_to_new_version() {
    let waiting = REGISTRATION.with(|r| r.borrow().as_ref().and_then(|r| r.waiting()));
    match waiting {
        Some(w) => {
            RELOADING.with(|r| r.set(true));
            let _ = w.post_message(&"skip-waiting".into());
            // Should the switch not happen, reload anyway.
            gloo_timers::callback::Timeout::new(3_000, reload).forget();
        }
        None => reload(),
    }
}

/// A fresh random seed from the browser (setup draws and AI seeds).
pub fn random_seed() -> u64 {
    let hi = (js_sys::Math::random() * 4294967296.0) as u64;
    let lo = (js_sys::Math::random() * 4294967296.0) as u64;
    hi << 32 | lo
}
