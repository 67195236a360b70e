"""One test (or more) per sentence of the seed's Actions section and per rule of RELICS-RULES.md,
on tiny boards written in the text form of ``game.relics.textmap``."""
from game.relics import events as E
from game.relics.model import Goal, Kind
from game.relics.moves import Move, parse_lurd

from tests.relics.helpers import board, move, play, reason, same


# --- Move / Climb / Drop down ---------------------------------------------------------------

def test_move_any_number_of_spaces_in_a_straight_line_is_a_run_of_steps():
    s, ev = play("A . . .", "rrr")
    assert s.adventurer == (3, 0) and s.steps == 3 and s.pushes == 0
    assert [e for e in ev if isinstance(e, E.Walked)] == [
        E.Walked((0, 0), (1, 0), 0), E.Walked((1, 0), (2, 0), 0), E.Walked((2, 0), (3, 0), 0)]


def test_may_not_move_through_blocks_two_high():
    assert reason("A cc .", "r") == "can't climb two levels"
    assert reason("A ccc .", "r") == "far too high to climb"


def test_may_not_move_through_or_share_a_space_with_the_nemesis():
    assert reason("A N .", "r") == "the Nemesis is in the way"
    assert reason("A cN .", "r") == "the Nemesis is in the way"


def test_on_top_of_a_block_move_onto_adjacent_blocks_at_the_same_height():
    s, ev = play("cA c c", "rr")
    assert s.adventurer == (2, 0)
    assert ev[0] == E.Walked((0, 0), (1, 0), 0)


def test_climb_one_level_higher():
    s, ev = play("A c cc", "rr")
    assert s.adventurer == (2, 0)
    assert [e.dz for e in ev] == [1, 1]


def test_climb_onto_ice_is_allowed_but_not_onto_a_boulder():
    s, _ = play("A i", "r")
    assert s.adventurer == (1, 0)
    assert reason("A b", "r") == "a boulder can't be climbed"


def test_boulder_cannot_be_stood_on_even_at_the_same_height():
    assert reason("cA b", "r") == "a boulder can't be climbed"


def test_drop_down_one_level_onto_a_block_or_the_ground():
    s, ev = play("ccA c .", "rr")
    assert s.adventurer == (2, 0) and [e.dz for e in ev] == [-1, -1]


def test_no_drop_of_two_levels():
    assert reason("ccA .", "r") == "too far to drop down"


def test_never_diagonal_and_never_through_the_wall():
    s = board("A .\n. .")
    assert {m.dir.letter for m in s.legal_moves()} == {"r", "d"}
    assert reason("A .", "l") == "the wall is in the way"
    assert reason("A .", "u") == "the wall is in the way"


def test_never_into_water_or_fire():
    assert reason("A w", "r") == "you can't walk into water"
    assert reason("A f", "r") == "you can't step into fire"
    assert reason("bA bf", "r") == "you can't step into fire"


# --- Push ------------------------------------------------------------------------------------

def test_push_moves_the_adjacent_block_one_space_and_the_adventurer_stays():
    s, ev = play("A c . .", "R")
    assert same(s, "A . c .")
    assert s.pushes == 1 and s.steps == 0
    assert ev == [E.Pushed(1, Kind.CRATE, (1, 0), (2, 0), 0)]


def test_push_needs_a_block_in_the_adjacent_space():
    assert reason("A . c", "R") == "there is no block at your height to push"


def test_nothing_in_front_wall():
    assert reason(". A c", "R") == "the wall is in the way"


def test_nothing_in_front_another_block_and_no_row_shoving():
    assert reason("A c c .", "R") == "a block is in the way"
    assert reason("A c cc .", "R") == "a block is in the way"


def test_nothing_in_front_nemesis_or_gem_at_that_height():
    assert reason("A c N", "R") == "the Nemesis is in the way"
    assert reason("A c G", "R") == "the Gem is in the way"
    assert reason("cA cc cN", "R") == "the Nemesis is in the way"


def test_must_stand_behind_the_block_push_only_from_an_adjacent_space():
    # two spaces away: a step toward it, not a push
    assert reason("A . c .", "R") == "there is no block at your height to push"


def test_same_height_not_above():
    assert reason("ccA c .", "L") is not None
    assert reason("cA c .", "R") == "there is no block at your height to push"


def test_same_height_not_below_pushes_the_block_at_your_feet_level():
    # Adventurer on the ground next to two crates: he pushes the bottom one; the top one falls.
    s, ev = play("A ci .", "R")
    assert same(s, "A i c")
    assert E.Fell(2, (1, 0), 1, 0) in ev


def test_objects_on_a_pushed_block_fall_straight_down_into_the_space_it_left():
    s, ev = play("A ccG .", "R", goals="gem")
    assert same(s, "A cG c")
    assert E.Fell("gem-0", (1, 0), 2, 1) in ev
    s, ev = play("A cN .", "R", goals="nemesis")
    assert same(s, "A N c")
    assert E.Fell("nemesis", (1, 0), 1, 0) in ev
    assert not s.nemesis_defeated


def test_a_block_pushed_from_a_height_falls_until_it_lands():
    s, ev = play("cA cc .", "R")
    assert same(s, "cA c c")
    assert E.Fell(3, (2, 0), 1, 0) in ev
    s, _ = play("ccA ccc c", "R")
    assert same(s, "ccA cc cc")


def test_may_not_push_a_block_from_a_height_onto_a_gem():
    assert reason("cA cc G", "R") == "the block would fall onto the Gem"
    assert reason("ccA ccc cG", "R") == "the block would fall onto the Gem"


def test_no_pulling_and_no_lifting():
    s, _ = play(". A c", "l")
    assert same(s, "A . c")  # walking away leaves the block where it was
    assert all(m.kind in ("step", "push") for m in board(". A c").legal_moves())


def test_fire_and_water_cannot_be_pushed():
    assert reason("A f .", "R") == "fire can't be pushed"
    assert reason("A w .", "R") == "water can't be pushed"


def test_a_block_may_not_be_pushed_onto_a_standing_piece_at_its_height_but_drops_onto_nemesis():
    s, ev = play("cA cc N", "R", goals="nemesis")
    assert s.nemesis_defeated and s.nemesis is None
    assert E.NemesisDefeated((2, 0), 3) in ev
    assert s.is_complete()
    assert same(s, "cA c c")


def test_defeat_the_nemesis_from_any_height():
    s, _ = play("ccA ccc N", "R", goals="nemesis")
    assert s.nemesis_defeated
    assert same(s, "ccA cc c")


def test_climb_and_push_are_both_legal_in_the_same_direction():
    s = board("A c .")
    assert {str(m) for m in s.legal_moves()} == {"r", "R"}


# --- Gems --------------------------------------------------------------------------------------

def test_stepping_onto_a_gem_collects_it():
    s, ev = play("A . G", "rr", goals="gem")
    assert s.gems_collected == 1 and s.gems == ()
    assert E.GemCollected((2, 0), 0) in ev
    assert s.is_complete() and isinstance(ev[-1], E.LevelComplete)


def test_a_gem_on_top_of_a_block_is_collected_by_climbing():
    s, _ = play("A cG", "r")
    assert s.is_complete()


def test_a_gem_blocks_pushes_until_collected():
    text = "A c G ."
    assert reason(text, "R") == "the Gem is in the way"


def test_two_gems_both_needed():
    s, ev = play("G A . G", "l", goals="gem")
    assert not s.is_complete()
    assert s.goal_progress()[0].text == "Gems 1/2"
    s.push(move("r"))
    s.push(move("r"))
    s.push(move("r"))
    assert s.is_complete()


# --- Boulders roll, ice slides ----------------------------------------------------------------

def test_boulder_rolls_until_the_wall():
    s, ev = play("A b . . .", "R")
    assert same(s, "A . . . b")
    rolled = [e for e in ev if isinstance(e, E.Rolled)][0]
    assert rolled.path == (((2, 0), 0), ((3, 0), 0), ((4, 0), 0))


def test_boulder_stops_in_front_of_a_block_a_gem_or_the_nemesis():
    assert same(play("A b . . c", "R")[0], "A . . b c")
    assert same(play("A b . . G", "R")[0], "A . . b G")
    assert same(play("A b . N .", "R", goals="nemesis")[0], "A . b N .")


def test_ice_slides_like_a_boulder_and_can_be_climbed():
    s, ev = play("A i . . c", "R")
    assert same(s, "A . . i c")
    assert any(isinstance(e, E.Slid) for e in ev)


def test_crate_stops_after_one_space():
    assert same(play("A c . . .", "R")[0], "A . c . .")


def test_rolling_block_falls_over_a_drop_and_keeps_going():
    s, ev = play("cA cb c . .", "R")
    # the boulder at height 1 moves onto the crate at (2,0) (height 1), rolls on, falls to the ground
    assert same(s, "cA c c . b")
    slid = [e for e in ev if isinstance(e, E.Rolled)][0]
    assert slid.path == (((2, 0), 1), ((3, 0), 1), ((3, 0), 0), ((4, 0), 0))


def test_rolling_block_may_not_drop_onto_a_gem_anywhere_on_its_way():
    assert reason("cA cb c G", "R") == "the block would fall onto the Gem"


def test_rolling_block_landing_on_the_nemesis_defeats_him_and_stops():
    s, ev = play("cA cb c N .", "R", goals="nemesis")
    assert s.nemesis_defeated and same(s, "cA c c b .")


def test_sliding_block_stops_at_a_standing_piece_at_its_own_height():
    s, _ = play("cA ci c cG", "R")
    assert same(s, "cA c ci cG")


# --- Fire --------------------------------------------------------------------------------------

def test_crate_pushed_into_a_fire_burns_and_the_fire_stays():
    s, ev = play("A c f", "R", goals="destroy", destroy="crate:1")
    assert same(s, "A . f")
    assert s.destroyed[Kind.CRATE] == 1 and E.Burnt(1, 2, (2, 0)) in ev
    assert s.is_complete()


def test_crate_falling_onto_a_fire_burns():
    s, _ = play("cA cc f", "R", goals="destroy", destroy="crate:1")
    assert same(s, "cA c f") and s.destroyed[Kind.CRATE] == 1


def test_ice_entering_a_fire_both_are_destroyed():
    s, ev = play("A i . f", "R", goals="destroy", destroy="fire:1")
    assert same(s, "A . . .")
    assert s.destroyed[Kind.ICE] == 1 and s.destroyed[Kind.FIRE] == 1
    assert any(isinstance(e, E.Melted) for e in ev)
    assert s.is_complete()


def test_boulder_entering_a_fire_smothers_it_and_stops_in_its_place():
    s, ev = play("A b f .", "R", goals="destroy", destroy="fire:1")
    assert same(s, "A . b .")
    assert s.destroyed[Kind.FIRE] == 1 and s.destroyed[Kind.BOULDER] == 0
    assert any(isinstance(e, E.Smothered) for e in ev)


def test_boulder_rolling_into_a_fire_on_its_way_smothers_it():
    s, _ = play("A b . f .", "R")
    assert same(s, "A . . b .")


def test_boulder_falling_onto_a_fire_smothers_it():
    s, _ = play("cA cb . .", "R")  # plain fall first, as a control
    assert same(s, "cA c . b")
    s, _ = play("cA cb f .", "R")
    assert same(s, "cA c b .") and s.destroyed[Kind.FIRE] == 1


def test_fire_on_a_boulder_falls_when_the_boulder_is_pushed_away():
    s, ev = play("A bf . .", "R")
    assert same(s, "A f . b")
    assert s.height(1, 0) == 1 and s.stack(1, 0)[0].kind is Kind.FIRE


def test_falling_fire_burns_a_crate_below_and_falls_on():
    s, ev = play("cA cbf . .", "R", goals="destroy", destroy="crate:1")
    assert same(s, "cA f . b")
    assert s.destroyed[Kind.CRATE] == 1


def test_falling_fire_onto_ice_both_are_destroyed():
    s, _ = play("iA ibf . .", "R")
    assert same(s, "iA . . b")
    assert s.destroyed[Kind.ICE] == 1 and s.destroyed[Kind.FIRE] == 1


def test_falling_fire_onto_a_boulder_rests():
    s, _ = play("bcA bcbf . . .", "R")
    # the Adventurer stands at height 2 on (0,0) (boulder, crate): he pushes the boulder at z2
    # the fire burns the crate under it, falls on and rests on the bottom boulder
    assert same(s, "bcA bf . . b")
    assert s.destroyed[Kind.CRATE] == 1 and s.destroyed[Kind.FIRE] == 0


# --- Water -------------------------------------------------------------------------------------

def test_crate_pushed_into_a_pool_sinks_and_fills_it():
    s, ev = play("A c w .", "R", goals="destroy", destroy="water:1")
    assert same(s, "A . . .")
    assert s.pool(2, 0) is None and s.destroyed[Kind.WATER] == 1 and s.destroyed[Kind.CRATE] == 1
    assert any(isinstance(e, E.Sank) for e in ev)
    assert s.is_complete()
    # the filled space is bare ground: now walkable
    s2, _ = play("A c w .", "Rrr")
    assert s2.adventurer == (2, 0)


def test_block_falling_into_a_pool_sinks():
    s, _ = play("cA cc w", "R")
    assert same(s, "cA c .") and s.destroyed[Kind.CRATE] == 1


def test_rolling_boulder_sinks_in_a_pool_on_its_way():
    s, _ = play("A b . w .", "R", goals="destroy", destroy="boulder:1")
    assert same(s, "A . . . .") and s.is_complete()


def test_sliding_ice_sinks_in_a_pool():
    s, _ = play("A i w .", "R")
    assert same(s, "A . . .") and s.destroyed[Kind.ICE] == 1


# --- Goals, completion, undo, reset -----------------------------------------------------------

def test_several_goals_must_all_hold():
    s, ev = play("G A c . N", "R", goals="gem,nemesis")
    assert not s.is_complete()
    s, ev = play("G . A c w", "R", goals="gem,destroy", destroy="water:1")
    assert [e for e in ev if isinstance(e, E.GoalCompleted)] == [E.GoalCompleted(Goal.DESTROY)]
    assert not s.is_complete()
    ev = s.push(move("l")) + s.push(move("l"))
    assert isinstance(ev[-1], E.LevelComplete) and s.is_complete()


def test_nothing_moves_after_the_level_is_complete():
    s, _ = play("A G .", "r")
    assert s.is_complete()
    assert s.why_illegal(move("r")) == "the level is complete"
    assert list(s.legal_moves()) == []


def test_undo_restores_everything_and_returns_the_move():
    s = board("cA cbf c w .", goals="destroy", destroy="crate:1")
    before = (s.render(), s.key(), s.pushes, s.steps)
    s.push(move("R"))
    assert s.render() != before[0]
    assert s.pop() == move("R")
    assert (s.render(), s.key(), s.pushes, s.steps) == before


def test_reset_is_itself_undoable():
    s, _ = play("A c . .", "Rr")
    mid = s.render()
    s.apply_reset()
    assert same(s, "A c . .") and s.pushes == 0 and s.steps == 0
    assert s.pop().kind == "reset"
    assert s.render() == mid and s.pushes == 1 and s.steps == 1
    s.apply_reset()
    s.push(move("R"))
    assert s.lurd() == "R"


def test_block_ids_are_stable_through_moves():
    s, _ = play("A c . .", "Rr")
    assert s.stack(2, 0)[0].id == 1


def test_lurd_round_trip():
    moves = parse_lurd("lurd LURD\n l")
    assert "".join(m.letter for m in moves) == "lurdLURDl"
    assert Move.from_letter("U").is_push and not Move.from_letter("u").is_push


def test_ice_falling_onto_a_fire_both_are_destroyed():
    # control: a crate (with ice on it) pushed onto the fire burns; the ice drops into its place
    s, ev = play("cA cci f .", "R")
    assert same(s, "cA ci f .") and s.destroyed[Kind.CRATE] == 1
    s, ev = play("cA ci f .", "R")
    assert same(s, "cA c . .")
    assert s.destroyed[Kind.ICE] == 1 and s.destroyed[Kind.FIRE] == 1
    assert any(isinstance(e, E.Melted) for e in ev)


def test_sliding_ice_melts_in_a_fire_further_along():
    s, _ = play("A i . . f", "R")
    assert same(s, "A . . . .") and s.destroyed[Kind.FIRE] == 1


def test_rolling_boulder_over_a_drop_defeats_the_nemesis_below():
    s, _ = play("cA cb c N .", "R", goals="nemesis")
    assert s.nemesis_defeated and same(s, "cA c c b .")


def test_rolling_boulder_falls_into_a_pool_on_its_way():
    s, _ = play("cA cb c w .", "R")
    assert same(s, "cA c c . .") and s.destroyed[Kind.BOULDER] == 1 and s.destroyed[Kind.WATER] == 1
