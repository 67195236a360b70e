"""The solo mat is one board for the whole game."""
def test_solo_round_one_mat_keeps_every_spot():
    """Solo: one mat for the game - in 4-card mode the spots 4-card mode does not use are still
    placed (debris lies on them), marked idle, and sit where they sit in 6-card mode."""
    import pygame

    from game.kathmandu.data import load_tables
    from game.kathmandu.view.mat import build_geometry

    t = load_tables()
    rect = pygame.Rect(264, 52, 752, 300)
    four = build_geometry(rect, t, False, whole_mat=True)
    six = build_geometry(rect, t, True, whole_mat=True)
    plain = build_geometry(rect, t, False)
    assert set(four.spots) == {s.id for s in t.spots}
    assert four.idle_spots == {s.id for s in t.spots if s.targets4 is None}
    assert four.spots == six.spots
    assert len(plain.spots) == 8 and not plain.idle_spots
    assert four.space_labels["s3"] == 2 and six.space_labels["s3"] == 3
