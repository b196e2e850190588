"""Classic Sokoban: the standard rules on XSB levels (Microban and generated ones), their solver, generator and
screen; Fancy Sokoban, the task sheet's game, is the package above."""
