// Compositional: Apple's compositional layout, flow layout and lists (see its issue).
