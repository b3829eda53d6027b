// SVGExport: deterministic SVG drawings of every layout model.
