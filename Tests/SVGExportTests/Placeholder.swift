// SVGExport tests.
