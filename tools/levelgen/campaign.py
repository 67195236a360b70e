"""The design source of the campaign: one entry per level, a text picture of the 6 x 6 board
(see ``Spec.parse``: stack letters bottom->top c b i f w, then @ adventurer, N nemesis, G gem),
its goals, title and hint.  ``python -m tools.levelgen.build`` turns these into the .tmx maps.

Each entry also says, in ``idea``, the "aha" the level is built around (for designers).
"""

LEVELS = [
    # ------------------------------------------------------------------ Floor 1: crates
    dict(id="1-01", title='The Altar Step', goals="gem",
         idea='A crate is a step: push it beside the altar and climb.',
         hint="Push the crate twice so it stands right under the Gem's altar, then climb up.",
         board="""
. . . . . ccG
. . . c . .
. . . . . .
. . . . . .
. . @ . . .
. . . . . .
"""),
    dict(id="1-02", title='Stairway to the Shrine', goals="gem",
         idea='Build a two-high step by pushing a crate off a tower onto another crate.',
         hint='Bring the loose crate beside the shrine, then climb the tall pair and push its top crate onto it.',
         board="""
cccG . cc c . .
. . . . . .
. c . . . .
. @ . . . .
. . . . . .
. . . . . .
"""),
    dict(id="1-03", title='Topple the Idol', goals="gem",
         idea="Push the idol's tower from the middle, not the bottom: each crate knocked out lowers the Gem and lands as your stair.",
         hint='Stand on the crate beside the tower and push at your own height: the crates above fall, and the one you push becomes a step.',
         board="""
. . cccccG c . .
. . . . . .
. . . . . .
@ c . . . .
. . . . . .
. . . . . .
"""),
    dict(id="1-04", title='Twin Offerings', goals="gem",
         idea='Two Gems, one loose crate: the crate knocked out of the tower is the step to both.',
         hint='Knock the bottom crate out of the middle tower: it is your step up to that Gem, and then the step to the corner.',
         board="""
ccG . . . . .
. . . . . .
. . cccG . . .
. . . . . .
. @ . . . .
. . . . . c
"""),
    dict(id="1-05", title='The Guardian', goals="nemesis",
         idea='Defeat the Nemesis by dropping a crate on him from above.',
         hint='Stand on a crate next to the tall pair and push its top crate onto the Nemesis.',
         board="""
. . . . . .
. . . . . .
. . cc N . .
. . . . . .
. @ c . . .
. . . . . .
"""),
    dict(id="1-06", title='Crush and Climb', goals="gem,nemesis",
         idea='The crate that defeats the Nemesis becomes the step to the Gem.',
         hint='Drop the top crate of the pair onto the Nemesis: where he stood, a step appears.',
         board="""
ccG N cc . . .
. . . . . .
. . . . . .
. . . . . .
. @ . c . .
. . . . . .
"""),
    dict(id="1-07", title='The Split Pillar', goals="gem",
         idea='Pushing the bottom of a pair splits it into two single steps.',
         hint='Push the pillar from below: its two crates become two steps. The low Gem can wait.',
         board="""
ccG . . . . .
. . . . . .
. . . . . .
. . . . . .
. . G cc . .
. @ . . . .
"""),
    dict(id="1-08", title="Builder's Stair", goals="gem",
         idea='Walk the pair up the column: from the crate behind it, push its top crate onto the next crate, twice, until a two-high step stands beside the Gem.',
         hint='A crate pushed at your own height falls onto the crate beyond it: stand behind the pair and push its top crate north, then bring the pair along and do it again.',
         board="""
cccG . . . . .
. . . . . .
. cc . . . .
. c c . . .
. @ . . . .
. . . . . .
"""),
    dict(id="1-09", title='Fall of the Guardian', goals="gem,nemesis",
         idea="Topple the Nemesis's pedestal, crush him, and keep enough crates for the Gem's stair.",
         hint="Bring the Nemesis down first; after he is crushed, two loose crates still make the Gem's step.",
         board="""
. . . . . .
. . . . . .
. . ccN . cc .
. . . . . .
. @ . . . .
. . . . . ccG
"""),
    dict(id="1-10", title='Bring Him Down', goals="nemesis",
         idea="Take the Nemesis's pedestal apart from above and below, then drop one of its own crates on him.",
         hint='Stand one high beside the pedestal to push its top crate out from under him; then knock out the bottom one and drop a crate on him.',
         board="""
. . . . . c
. . ccN . . c
. . . . cc .
. . . . . .
. . . . . .
. @ . . . .
"""),
    # ------------------------------------------------------------------ Floor 2: boulders
    dict(id="2-01", title='Rolling Thunder', goals="nemesis",
         idea='A boulder rolls until something stops it, and you must stand at its height to push it: bring a crate to climb behind it (and do not knock its ridge away).',
         hint='Push the boulder from its own height: bring the loose crate round to the start of the ridge, climb it and push.',
         board="""
. . . . . .
. . . . . .
. cb c c N .
. . . . . .
c . . . . .
. @ . . . .
"""),
    dict(id="2-02", title='Stone Against Stone', goals="nemesis",
         idea='A boulder can be the stopper for another: on the ridge the wall is one space too far, so first roll the corner boulder to the end of the ridge, and the ridge boulder stops against it in line with the Nemesis. Roll the ridge boulder first and it takes the corner: nothing is left to stop the other.',
         hint='Along the ridge the boulder rolls on to the wall, one space too far. Could the other boulder be waiting at the end of the ridge?',
         board="""
. . . . . .
. . . . c cc
. c cb c c c
. . . . N cb
. . . . . c
. @ . . . .
"""),
    dict(id="2-03", title='Leave the Gem Be', goals="nemesis",
         idea='A rolling boulder stops in front of a Gem: the Gem is the stopper, so do not take it; then a crate gives you the height to send it on.',
         hint='The Gem is not your goal - it is the only thing that can stop the boulder in the right place.',
         board="""
. . . . . .
. . . . c .
c@ cb c c cG c
. . . c . .
. . . c . .
. . . N . .
"""),
    dict(id="2-04", title='Foundation Stone', goals="gem",
         idea='A boulder cannot be climbed, but a crate dropped on it can: roll the boulder to the shrine, then bring a crate to the height from which the pair can be toppled onto it.',
         hint='Roll the boulder up to the shrine; then you need to stand one high beside the pair to push its top crate onto the boulder.',
         board="""
. . . . . .
. . . . . b
. . . . . .
. . . . . .
. c . . cc .
@ . . . . cccG
"""),
    dict(id="2-05", title='Two Birds, One Stone', goals="gem,nemesis",
         idea='The Gem rides on the boulder: one push from the right height drops the Gem to you and rolls the boulder down the ridge onto the Nemesis.',
         hint='You can never stand on the boulder, so the Gem must come down to you: get one high behind the boulder and send it down the ridge.',
         board="""
. . . . . .
. . . . cbG .
. . c . c .
. . . . c .
. . . . N .
. @ . . . .
"""),
    dict(id="2-06", title='The Stone Throne', goals="gem",
         idea='The Gem sits on a boulder you cannot climb; roll boulders and crates so it has somewhere to roll.',
         hint="Send the two stacked boulders east first, then clear the lane on the left so the Gem's boulder can roll off.",
         board="""
. cc . . . .
c bG c . . .
. . bb . @ .
c . . c . .
. . . . . .
. . . . . .
"""),
    dict(id="2-07", title='The Corner Stone', goals="nemesis",
         idea='Once the boulder has rolled, the road behind it is spare: knock one of its crates out to stand on behind the boulder at the corner.',
         hint='After the first roll the boulder waits at the corner. The road it has crossed is not needed any more: push one of its crates up to the top row, climb it and push the boulder south.',
         board="""
. . . . . .
c cb c c c cc
. . . . c .
. . . . c .
. . . . N .
. @ . . . .
"""),
    dict(id="2-08", title='Thunder Road', goals="nemesis",
         idea="The boulder needs a whole road and two places to stand: patch the gap in its row from below, push a crate down behind it at the west end, and once it has rolled to the wall, walk the crate it stood on round the hall to be the step for the last push north.",
         hint="Patch the gap in the boulder's row from below, then put a crate behind the boulder to stand on. After the roll, the crate the boulder stood on is free: it is your step at the east wall.",
         board="""
. . . . c N
. c . . c c
. cb c c . c
. . c c c .
. . . . . .
. . . . @ .
"""),
    dict(id="2-09", title='The Mended Road', goals="nemesis",
         idea="One loose crate, two jobs: knocked out of the high floor, it is first the step from which the boulder is pushed north (the high boulder stops it), then the patch for the hole in the boulder's road east.",
         hint="Only one crate is loose. Stand on it to push the boulder north, then push it back up into the hole the boulder has to cross.",
         board="""
. . cb c . c
. c c c . c
. c cb . c c
. . . . . N
. . . . @ .
. . . . . .
"""),
    dict(id="2-10", title='The Broken Causeway', goals="nemesis",
         idea="Every stone has a job: sink the first boulder into a hole to clear the causeway, roll the second to the far wall as the stopper, and lift the third from a crate so it stops in line with the Nemesis; the one loose crate is the bridge, then the step, then the bridge again.",
         hint="The middle row is the causeway to the Nemesis: sink the boulder that blocks it into the hole above, send the next one to the far wall, and keep the loose crate for the hole and for your step.",
         board="""
c c . . cb c
c c . cb cb c
c c c c cb .
. N . . . .
. . . . . .
. @ . . . .
"""),
    # ------------------------------------------------------------------ Floor 3: ice
    dict(id="3-01", title='The Ice Step', goals="gem",
         idea='Ice slides until something stops it, and unlike a boulder you can stand on it: clear the column so the wall and the shrine stop it where you need a step.',
         hint='Roll the boulder out of the east column first; then slide the ice east to the wall and north: the shrine stops it.',
         board="""
. . . . b ccG
. . . . . .
. i . . . .
. . . . . b
. . . . . .
. @ . . . .
"""),
    dict(id="3-02", title='The Frozen Guardian', goals="gem,nemesis",
         idea='Two steps for two goals: the crate that knocks the tower onto the Nemesis must pass through the ice\'s lane, so the ice goes north out of its way first - to the wall it later slides along.',
         hint='Send the ice north to the wall first; then walk the crate west under the tall pair, knock its top crate onto the Nemesis, and slide the ice along the wall to the shrine.',
         board="""
. . . . . ccG
. . . . . .
N . . . . .
cc . . . . .
. . i c . .
. . @ . . .
"""),
    dict(id="3-03", title='Twin Glints', goals="gem",
         idea='The Gem on the floor is the only thing that can stop the ice beside the shrine: use it as the stopper, and take it last.',
         hint='Nothing but the low Gem can stop the ice in front of the shrine. Leave it where it is until the ice has come to rest beneath it.',
         board="""
. . . . . .
. . i . G b
. . . . . ccG
. . . . . b
. . b . . .
. . @ . . .
"""),
    dict(id="3-04", title='The Broken Ice Road', goals="gem",
         idea='Mend the gap in the boulder road with a crate before you send the ice.',
         hint='A sliding block drops into any gap: fill the gap in the top row with a crate - it is your step later - then push the ice from the west end.',
         board="""
. c bi . b cccG
. . . . . .
. . . . . .
. . . c . .
. @ . . . .
. . . . c .
"""),
    dict(id="3-05", title='Thaw of the Guardian', goals="gem,nemesis",
         idea='Pave the ridge, then one slide defeats the Nemesis and becomes your step.',
         hint='Fill the gap in the bottom row with the loose crate, then slide the ice east from the left end.',
         board="""
. . . . . .
. . . . . .
. . c . . .
. . . . . .
. . . @ . .
c ci . c N ccG
"""),
    dict(id="3-06", title='The Turning Floe', goals="gem",
         idea='Ice only stops against something: the shrine, the other ice and the wall turn one floe twice until it lies beside the shrine as a step.',
         hint='Slide the low ice to the shrine, then north until the other ice stops it, then east into the wall. Stand on it and knock the boulders out from under the Gem.',
         board="""
. . . . i .
. . . @ . .
. . i . . cbbG
. . . . . .
. . . . . .
. . . . . .
"""),
    dict(id="3-07", title='Frozen Causeway', goals="gem",
         idea='A two-high step out of ice on a crate: pave the causeway, stand at its end, slide the ice home.',
         hint='Fill the gap in the top row and give yourself a crate to stand on at the east end before you push the ice.',
         board="""
cccG c c . ci .
. . . . . .
. . . c . c
. . . . . .
. @ . . . .
. . . . . .
"""),
    dict(id="3-08", title='The Stone Garden', goals="gem",
         idea='No crates: the floe turns only where a stone stops it, so the boulders are rolled out of its road into the top row, each one stopped by the last, in the one order that leaves a stone above the floe\'s column.',
         hint='The ice turns only against a stone. Clear the boulders out of its way into the top row - the first one rolled west along the second row stops the next - then slide the ice north, east and north again.',
         board="""
. . b b . ccG
. . . . . b
. . . b @ .
. . . . . .
. i b . . .
. . b . . .
"""),
    dict(id="3-09", title='The Passenger Stone', goals="gem",
         idea="The boulder riding on the ice is the floe's own later stopper: push the ice out from under it and the stone stays behind, to be rolled up and across the top row as the stop for the ice's climb; the crate on the east wall can only ride up and down it, so it stops the ice low first and then the stone high.",
         hint="Ice that slides into a wall can never leave it, so every slide needs a stopper. The crate on the east wall can stop things in more than one row, and the stone riding on the ice is the other stopper you need.",
         board="""
. . . . . .
. . . . . .
ccG . . . . c
b . . . . .
. ib . . . .
. . . . @ .
"""),
    dict(id="3-10", title='The Stone That Waits', goals="gem",
         idea="The boulder below the gap is the pedestal, but it must roll in last: until then it, the floe and the lone crate (which stops the stone in one row, then is pushed up to stop the floe in the next) are the stoppers that thread the loose stone round to the west wall, where it turns the floe north to the foot of the pair; from the floe, the pair's top crate drops onto the pedestal as the two-high step.",
         hint='Do not roll the boulder into the gap yet: until the end it is a stopper. The ice must reach the pair from the west, and only the loose stone, brought round to the west wall, can turn it there.',
         board="""
. . . cc . cccG
@ . . . . .
. . . . . c
. . . . . .
. . b i b .
. . . . . .
"""),
    # ------------------------------------------------------------------ Floor 4: fire
    dict(id="4-01", title='Burnt Offering', goals="destroy", destroy="crate:2",
         idea='Fire cannot be pushed or walked on, and it burns any crate pushed into it; the crate in front blocks the one behind, so move it aside first.',
         hint='Two crates in a row cannot both be pushed into the fire: move the front one out of the line first.',
         board="""
. . . . . .
. . . . . .
. . . . . .
. . c c f .
. . . . . .
. @ . . . .
"""),
    dict(id="4-02", title='Douse the Flames', goals="destroy", destroy="fire:2",
         idea='A boulder smothers a fire and stays there; ice melts with it and leaves the way open - so the ice must go first.',
         hint='Whatever puts out the near fire must not block the lane to the far one.',
         board="""
. i . f . f
. . . . . c
. . b . . .
. . . . . .
. . . . . .
. . @ . . .
"""),
    dict(id="4-03", title='The Fire Gate', goals="gem",
         idea='The step to the shrine must stand where a fire burns: a crate pushed in burns, so melt the fire with the ice first - and do not let the crate block the ice.',
         hint='A crate that enters a fire burns; ice that enters a fire puts it out. Which has to go first?',
         board="""
. . . . . .
. . . . . .
. . @ . . .
. . . . . .
b . . c . .
ccG f . . i .
"""),
    dict(id="4-04", title='Fire on the Stone', goals="destroy", destroy="crate:2",
         idea='A fire resting on a boulder falls when the boulder is pushed away - onto the crate below, burning it; the step for that push must come round from the far side, and then burns too.',
         hint='Push the loose crate north, then west against the stack; from on top of it push the boulder west. The fire drops onto the crate below, and your step goes in after it.',
         board="""
. . . . . .
. . . . @ .
. . cbf . . .
. . . . . .
. . . . c .
. . c b . .
"""),
    dict(id="4-05", title='Three Fires', goals="destroy", destroy="fire:3",
         idea='The ice needs both boulders as stoppers to turn toward its fire: each boulder must stop the ice once before it rolls into its own fire.',
         hint='The boulders are the ice\'s stoppers before they are extinguishers: slide the ice up and across first, and only then send each boulder to its fire.',
         board="""
f . b . . .
. . . . b .
. . i . . f
. . . . . .
. . . f . .
. @ . . . .
"""),
    dict(id="4-06", title='The Ice Crown', goals="gem",
         idea='Only ice sliding up the wall can put out the fire below the shrine, and the fire in the bottom row bars the way behind it: slide the ice to the wall, climb over it, drop down behind it and send it up; the crate fills the gap.',
         hint='Slide the ice to the right wall, climb over it to get behind it, and push it up into the fire below the shrine. Then the crate fills the gap as your step.',
         board="""
. @ . . ccc icG
. . . . . f
. . . . . .
. . . . . .
. i . c . .
. . . . f .
"""),
    dict(id="4-07", title='Pyre of Three', goals="destroy", destroy="crate:3",
         idea='A fire up on a boulder takes no crate from the ground: roll the boulder out from under it first, then split the pair and feed the fire from both sides.',
         hint='No crate on the ground can reach a fire up on a boulder. Bring the fire down first, then split the pair: each of its crates burns too.',
         board="""
. . . . . .
. cc . . . .
. . bf . c .
. . . . . .
. . . @ . .
. . . . . .
"""),
    dict(id="4-08", title='Kindling', goals="gem",
         idea="The altar is fuel: melt the fire below it with the ice, stand there and push the altar's bottom crate into the fire above it, and the Gem comes down to you; the boulders must first be rolled into the bottom row as the ice's stoppers.",
         hint="The Gem comes down if the altar's bottom crate burns. Only the ice can clear the fire below the altar, and on its way there it needs two boulders parked in the bottom row to stop it.",
         board="""
. . bb . . .
. b b . f f
. i . f . ccG
@ . . . . f
. . . . . .
. . . . . .
"""),
    dict(id="4-09", title='Meltwater', goals="destroy", destroy="ice:2",
         idea='Ice stops against ice: park the crate in the corner, stack two ices against it, and the second stops right above the lower fire.',
         hint='Only the corner gives the ice a place to stop above the lower fire: push the crate into the corner first, then line the ices up against it.',
         board="""
. @ . . c .
. . . . . f
. . . i i .
i . . . . .
. f . . . .
. . . . . .
"""),
    dict(id="4-10", title='Altar of Ash', goals="gem",
         idea='Melt the fire so a crate can reach the ice-topped stack, then from up there knock the altar down to your level.',
         hint="After the fire is out, climb onto the ice in the corner and push the altar's blocks west until the Gem is in reach.",
         board="""
. . . . cccbG ic
. i . . b .
. . . c . f
. @ . . . .
. . . . . .
. . . . . .
"""),
    # ------------------------------------------------------------------ Floor 5: water
    dict(id="5-01", title='Fill, then Step', goals="gem",
         idea='A pool cannot be walked; a block pushed into it sinks and leaves floor - then a second block can be your step.',
         hint='Sink the first crate in the pool next to the shrine, then push the other crate onto the new floor.',
         board="""
. . . . . .
. . . . . .
. . . . . .
. . c . . w
. . . . w w
. @ . c w ccG
"""),
    dict(id="5-02", title='Sink the Stones', goals="destroy", destroy="boulder:2",
         idea='A boulder rolls on until a pool swallows it, and a filled pool is floor: sink the far boulder in the near pool first, so the near one can roll across to the far pool.',
         hint='The boulder next to a pool must wait: fill that pool with the boulder that can never reach the far one.',
         board="""
. . . . . .
. . . . . .
. b . w . w
. . . . . c
. . c . b .
. . . @ . .
"""),
    dict(id="5-03", title='The Drowned Path', goals="nemesis",
         idea='The pools cut you off from the only crate you can stand on - make a bridge first.',
         hint='Fill the pool in front of the lone crate, climb it and push the top of the pair onto the Nemesis.',
         board="""
. . . . . .
. c . . . .
. . . . . .
. . . . . .
. @ . w w .
. . w c cc N
"""),
    dict(id="5-04", title='Thin Ice', goals="gem",
         idea='The ice would slide past the shrine - until a filled pool gives it a place to stop.',
         hint='Send the crate up into the pool in the top row first; then the ice, slid along the top row, stops beside the shrine.',
         board="""
. . . . w ccG
. . . . . w
. . . . . .
. i . . . .
. . . . c .
. @ . . . .
"""),
    dict(id="5-05", title='Where the Ice Sank', goals="gem",
         idea='The crate rides on the ice: knock the ice out from under it and it slides away on its own, to sink in the well beside the shrine; the crate it leaves behind is the step.',
         hint='Push the ice out from under the crate: it slides off by itself. Send it into the pool beside the shrine, then bring the crate after it as your step.',
         board="""
. . . . b ccG
. . . . . w
. ic . . . .
. . . . . .
. . . . . .
@ . . . . .
"""),
    dict(id="5-06", title='The Drowned Altar', goals="gem",
         idea='Every element at once: one ice melts a fire, the boulder smothers the other and later fills the pool by the altar, the crate and the boulder turn the second ice so it can be the step, and the altar is knocked down from its neighbour.',
         hint="Send the top ice down and into the lower fire first. The boulder puts out the other fire, helps the crate turn the second ice, and at last fills the pool by the altar, where that ice becomes your step. Climb the pair in the corner last and push the altar's crate.",
         board="""
. . . . ccciG cc
c i f . . w
. . . . @ .
. . . . . .
. . b i . .
. . f . . b
"""),
    dict(id="5-07", title='Two for the Well', goals="gem",
         idea='The crate is needed twice, in order: first as the brake that keeps the ice out of the top pool, then as the floor of the well beside the shrine, so that the ice can stop there as the step.',
         hint='Pushed north, the ice slides into the top pool unless the crate waits above it. Let the crate stop the ice first; only then does the crate go into the pool beside the shrine.',
         board="""
. . w . w ccG
. . . . . w
. . . . . .
. . i f . .
. . . c . .
@ w . . . .
"""),
    dict(id="5-08", title='The Flooded Stair', goals="gem",
         idea='A pool in the hall keeps the crate from the ice: the crate must go the long way round it to the head of the ice\'s column, so that the ice stops in line with the corner pool; the ice on the top row is a decoy that can never leave it.',
         hint="The ice on the top row can never leave it. Take the crate round the pool to the head of the other ice's column: it stops the ice in line with the corner pool, and once the ice has sunk, the crate is your step.",
         board="""
@ i . . ccc ccG
. . . . f w
. . . . . .
. . w i . .
. . c . . .
. f . . . .
"""),
    dict(id="5-09", title='The Sunken Throne', goals="gem",
         idea='One crate, two jobs: walked up the middle and back, it stops the sliding ice in line with the far pool, then stands on the sunken ice as the step.',
         hint='Ice slides until something stops it: march the crate up the middle to be its stopper. Once the ice has sunk in the pool below the corner, the same crate is your step up.',
         board="""
@ . . . cccG bi
. i . . f w
. . . . . .
. w . . f .
. c . . . .
. . . i . .
"""),
    dict(id="5-10", title='The Last Guardian', goals="gem,nemesis",
         idea='The finale: the boulder must tour the hall - up, left into the fire, back, up and across - to sink in the pool below the throne, and the one crate is its stopper at every turn before it becomes the step; from the throne, Gem in hand, you push the crown onto the Guardian.',
         hint="The crate is the boulder's stopper at every turn: walk it ahead of each roll until the boulder has put out the fire and sunk in the pool below the throne. Then the crate is your step up, and the throne's top crate falls on the Nemesis.",
         board="""
. . @ N ccc biG
. . . w . w
. c . . . .
. f . . . .
. . . . b f
. . . . . b
"""),
]
