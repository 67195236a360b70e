"""Level-design tools for the Relics campaign: a board spec, a .tmx writer, a random/mutation
search that scores boards with the rules core's solver, and the par chart.

Nothing here implements rules: every legality / solution question goes to ``game.relics``.
Only ``par_chart`` uses pygame (to draw a PNG headless).
"""
