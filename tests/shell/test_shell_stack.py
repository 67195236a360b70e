"""The scene stack and the App's dispatch: life cycle, top-first input, transparency, aliases, fades."""
import pygame

from game.shell.actions import Action, ActionEvent, PointerEvent
from game.shell.scene import Scene, SceneStack
from tests.shell.conftest import key


class Probe(Scene):
    def __init__(self, app, name, log, consume=(), transparent=False):
        super().__init__(app)
        self.name, self.log, self.consume = name, log, set(consume)
        self.transparent = transparent
        self.updates = 0

    def on_enter(self):
        self.log.append(f"{self.name}.enter")

    def on_exit(self):
        self.log.append(f"{self.name}.exit")

    def on_pause(self):
        self.log.append(f"{self.name}.pause")

    def on_resume(self):
        self.log.append(f"{self.name}.resume")

    def handle(self, event):
        if isinstance(event, ActionEvent):
            self.log.append(f"{self.name}.{event.action.value}{'' if event.pressed else '-up'}")
            return event.action in self.consume
        return False

    def update(self, dt):
        self.updates += 1

    def draw(self, surface):
        self.log.append(f"{self.name}.draw")


def test_life_cycle_order():
    log = []
    st = SceneStack()
    a, b, c = Probe(None, "a", log), Probe(None, "b", log), Probe(None, "c", log)
    st.push(a)
    st.push(b)
    st.replace(c)
    st.pop()
    assert log == ["a.enter", "a.pause", "b.enter", "b.exit", "c.enter", "c.exit", "a.resume"]
    assert st.top is a and len(st) == 1


def test_visible_from_first_opaque_scene_bottom_first():
    st = SceneStack()
    log = []
    a, b, c = Probe(None, "a", log), Probe(None, "b", log), Probe(None, "c", log, transparent=True)
    for s in (a, b, c):
        st.push(s)
    assert st.visible() == [b, c]
    st.pop()
    assert st.visible() == [b]


def test_top_scene_gets_input_first_and_blocks_unless_passthrough():
    log = []
    st = SceneStack()
    below = Probe(None, "below", log, consume={Action.UP})
    top = Probe(None, "top", log)
    st.push(below)
    st.push(top)
    assert not st.dispatch(ActionEvent(Action.UP))
    assert log[-1] == "top.up"
    top.input_passthrough = True
    assert st.dispatch(ActionEvent(Action.UP))
    assert log[-1] == "below.up"


def test_esc_is_offered_as_back_then_menu(app):
    log = []
    game = Probe(app, "game", log, consume={Action.MENU})
    app.start(game)
    app.post(key(pygame.K_ESCAPE))
    assert log[-2:] == ["game.back", "game.menu"]
    menu = Probe(app, "pause", log, consume={Action.BACK}, transparent=True)
    app.start(menu)
    app.post(key(pygame.K_ESCAPE, down=False))
    app.post(key(pygame.K_ESCAPE))
    assert log[-1] == "pause.back"  # consumed: MENU never reaches the game below


def test_releases_only_for_scenes_that_ask(app):
    log = []
    s = Probe(app, "s", log)
    app.start(s)
    app.post(key(pygame.K_LEFT))
    app.post(key(pygame.K_LEFT, down=False))
    assert "s.left-up" not in log
    s.wants_releases = True
    app.post(key(pygame.K_LEFT))
    app.post(key(pygame.K_LEFT, down=False))
    assert log[-1] == "s.left-up"


def test_push_pop_replace_through_the_app_with_fade(app):
    log = []
    a = Probe(app, "a", log)
    app.start(a)
    b = Probe(app, "b", log)
    app.push(b, fade=True)
    assert app.stack.top is a  # still fading out
    app.post(key(pygame.K_UP))
    assert "a.up" not in log  # no input into a screen that is fading away
    app.advance(60)
    assert app.stack.top is b and app._fade is None
    c = Probe(app, "c", log)
    app.replace(c, fade=False)
    assert app.stack.top is c and list(app.stack) == [a, c]
    app.pop()
    assert app.stack.top is a and app.running
    app.pop()
    assert not app.running  # the last scene closed: the app quits


def test_only_visible_scenes_update(app):
    log = []
    hidden, shown, overlay = Probe(app, "h", log), Probe(app, "s", log), Probe(app, "o", log, transparent=True)
    for s in (hidden, shown, overlay):
        app.start(s)
    app.advance(3)
    assert hidden.updates == 0 and shown.updates == 3 and overlay.updates == 3
    assert log.count("s.draw") == 3 and "h.draw" not in log


def test_pointer_events_reach_the_top_scene(app):
    got = []

    class Clicky(Scene):
        def handle(self, event):
            got.append(event)
            return True

    app.start(Clicky(app))
    app.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(100, 200), button=1))
    assert got == [PointerEvent("down", (100, 200), 1)]


def test_dialog_returns_the_choice_by_callback(app):
    log = []
    app.start(Probe(app, "game", log))
    chosen = []
    app.dialog("Restart?", "Moves will be lost.", ["Restart", "Cancel"], on_choice=chosen.append)
    app.post(key(pygame.K_RIGHT))
    app.post(key(pygame.K_RETURN))
    assert chosen == [1] and app.stack.top.__class__.__name__ == "Probe"
    app.dialog("Restart?", "", ["Restart", "Cancel"], on_choice=chosen.append)
    app.post(key(pygame.K_ESCAPE))
    assert chosen == [1, 1]
    app.dialog("Restart?", "", ["Restart", "Cancel"], on_choice=chosen.append)
    app.advance(1)
    d = app.stack.top
    btn = d.menu.items[0].rect.center
    app.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=btn, button=1))
    app.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=btn, button=1))
    assert chosen == [1, 1, 0]
    assert "game.back" not in log  # the modal dialog swallowed everything


def test_toast_is_drawn_and_expires(app):
    app.start(Probe(app, "g", []))
    app.toast("Hello")
    assert app.toasts.busy
    app.advance(60 * 4)
    assert not app.toasts.busy


def test_pause_menu_resumes_runs_callbacks_and_quits_to_title(app):
    from game.shell.title import TitleScene
    from game.ui.pause import PauseMenu

    log = []
    game = Probe(app, "game", log)
    app.start(game)
    restarted = []
    app.push(PauseMenu(app, "Paused", [("Resume", None), ("Restart level", lambda: restarted.append(1))]))
    app.post(key(pygame.K_ESCAPE))
    assert app.stack.top is game and "game.back" not in log
    app.push(PauseMenu(app, "Paused", [("Resume", None), ("Restart level", lambda: restarted.append(1))]))
    app.post(key(pygame.K_ESCAPE, down=False))
    for k in (pygame.K_DOWN, pygame.K_RETURN):
        app.post(key(k))
        app.post(key(k, down=False))
    assert restarted == [1] and app.stack.top is game
    app.push(PauseMenu(app))
    for k in (pygame.K_UP, pygame.K_RETURN, pygame.K_RETURN):  # last entry: Quit to title, then confirm
        app.post(key(k))
        app.post(key(k, down=False))
    app.advance(40)
    assert isinstance(app.stack.top, TitleScene) and len(app.stack) == 1


def test_a_button_on_its_own_clicks_with_the_mouse():
    from game.ui.widgets import Button

    hits = []
    b = Button("Undo", lambda: hits.append(1))
    b.rect = pygame.Rect(100, 100, 120, 40)
    assert not b.handle(PointerEvent("move", (110, 110))) and b.hovered
    assert b.handle(PointerEvent("down", (110, 110), 1))
    assert b.handle(PointerEvent("up", (115, 112), 1)) and hits == [1]
    b.handle(PointerEvent("down", (110, 110), 1))
    assert not b.handle(PointerEvent("up", (400, 400), 1)) and hits == [1]  # released outside: no click


def test_text_page_scrolls_and_closes(app):
    from game.ui.textpage import TextPage

    log = []
    game = Probe(app, "game", log)
    app.start(game)
    page = TextPage(app, "Rules", "# Heading\n" + "\n".join(f"- item {i} " + "word " * 30 for i in range(40)))
    app.push(page)
    assert page.content_h > page.view.height
    app.post(key(pygame.K_DOWN))
    assert page.scroll > 0
    app.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=5))
    assert page.scroll == 0
    app.advance(2)
    app.post(key(pygame.K_ESCAPE))
    assert app.stack.top is game and "game.back" not in log


def test_holding_b_to_close_a_menu_does_not_repeat_undo_into_the_game(app, fake_pads):
    from game.ui.pause import PauseMenu
    from tests.shell.conftest import FakeJoystick

    log = []
    game = Probe(app, "game", log, consume={Action.UNDO})
    app.start(game)
    fake_pads[0] = FakeJoystick(9)
    app.post(pygame.event.Event(pygame.JOYDEVICEADDED, device_index=0))
    app.push(PauseMenu(app))
    app.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=9, button=pygame.CONTROLLER_BUTTON_B))
    assert app.stack.top is game
    app.advance(90)  # B still held for 1.5 s
    assert "game.undo" not in log
    assert app.input.held(Action.UNDO)  # still truthfully held
