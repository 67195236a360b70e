"""The decision-level comparison (tools.kathmandu_regret): every bid of the playing configuration
is judged by playing it out from the true state with fixed policies, so the same configuration
twice bids the same everywhere and a game's judgement does not depend on the run."""
from tools.kathmandu_regret import agreement, play


def test_the_same_setting_twice_bids_the_same_and_the_judgement_repeats():
    cfg = {"iterations": 2}
    recs = play((0, 0, [cfg, cfg]))
    assert [r["round"] for r in recs] == list(range(1, 9))  # four players: one bid a round
    for r in recs:
        assert r["picks"] == [r["pick"]]
        assert r["means"][0] == r["mean"]
        assert r["pick"] in r["cands"]
        assert len(r["margin"]) == len(r["win"]) == len(r["bids"])
    assert play((0, 0, [cfg, cfg])) == recs


def test_agreement_counts_the_pairs_ordered_as_their_margins():
    recs = [{"margin": [3, 1, 2], "m": [0.5, 0.1, 0.9]}]
    # pairs (0,1) agree, (0,2) disagree, (1,2) agree
    assert agreement(recs, lambda r: r["m"]) == (round(2 / 3, 4), 3)
