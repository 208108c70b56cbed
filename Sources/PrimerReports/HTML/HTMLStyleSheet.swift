import PrimerSpec
import PrimerSyntax

/// The page's one style sheet, inlined so the file needs nothing else: system fonts, light and dark
/// schemes whose text is at least 4.5:1 on its background, no animation or transition anywhere, and a
/// layout that reflows down to a 390 px wide window (charts and wide tables scroll inside their box).
enum HTMLStyleSheet {
    static let css = """
    :root {
      color-scheme: light dark;
      --bg: #ffffff; --fg: #1b1b1b; --muted: #4f4f4f; --surface: #f3f3f3; --border: #767676;
      --pass: #0f6b2f; --fail: #b3001b; --warn: #7a4700; --link: #0b57d0;
      --removed: #ffe4e6; --inserted: #dcfce7; --bar: #2457c5; --stripe-bg: #c6d5f5; --grid: #d9d9d9;
      --capped: #ececec;
    }
    @media (prefers-color-scheme: dark) {
      :root {
        --bg: #141414; --fg: #ededed; --muted: #b8b8b8; --surface: #222222; --border: #8f8f8f;
        --pass: #7ddc94; --fail: #ff8f87; --warn: #f5c46e; --link: #8ab4f8;
        --removed: #4a1d22; --inserted: #153d25; --bar: #7ea6f8; --stripe-bg: #263456; --grid: #3a3a3a;
        --capped: #2c2c2c;
      }
    }
    *, *::before, *::after { box-sizing: border-box; animation: none !important; transition: none !important; }
    html { background: var(--bg); color: var(--fg); }
    body { margin: 0; font: 1rem/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif;
      background: var(--bg); color: var(--fg); overflow-wrap: anywhere; }
    code, pre, .mono { font-family: ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", monospace; font-size: 0.9em; }
    a { color: var(--link); }
    a:focus-visible, [tabindex]:focus-visible, summary:focus-visible { outline: 3px solid var(--link); outline-offset: 2px; }
    .skip { position: absolute; left: 0.5rem; top: -3rem; background: var(--bg); color: var(--link); padding: 0.5rem; }
    .skip:focus { top: 0.5rem; }
    .visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
      clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
    header.page-header, main, footer.page-footer { max-width: 76rem; margin: 0 auto; padding: 0 1rem; }
    header.page-header { padding-top: 1rem; }
    h1 { font-size: 1.75rem; margin: 0.5rem 0; }
    h2 { font-size: 1.4rem; margin: 2rem 0 0.5rem; padding-top: 0.5rem; border-top: 2px solid var(--border); }
    h3 { font-size: 1.1rem; margin: 1.5rem 0 0.25rem; }
    h4 { font-size: 1rem; margin: 1rem 0 0.25rem; }
    p { margin: 0.25rem 0 0.75rem; }
    .meta, .location, figcaption, caption, .legend { color: var(--muted); }
    .badge { display: inline-block; border: 1px solid currentColor; border-radius: 0.25rem; padding: 0 0.35em;
      font-size: 0.85rem; font-weight: 600; line-height: 1.4; white-space: nowrap; vertical-align: 0.1em; }
    .pass { color: var(--pass); } .fail, .error { color: var(--fail); } .warn, .warning { color: var(--warn); }
    .accepted, .info, .neutral { color: var(--muted); }
    .trait { color: var(--fg); background: var(--surface); font-weight: 500; }
    dl.counts { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0.5rem 0 1rem; }
    dl.counts dt { font-weight: 600; } dl.counts dd { margin: 0; }
    ul.links { padding-left: 1.25rem; } ul.links li { margin: 0.15rem 0; }
    .spec-section { border-left: 4px solid var(--border); padding: 0 0 0.25rem 0.75rem; margin: 1.25rem 0; }
    .spec-section.failed { border-left: 4px double var(--fail); }
    .spec-section h3 { margin-top: 0; }
    .diff { background: var(--surface); border: 1px solid var(--border); padding: 0.5rem; margin: 0.5rem 0; }
    .diff pre { margin: 0; white-space: pre-wrap; }
    .diff .line { display: block; min-height: 1.4em; text-decoration: none; color: var(--fg); }
    .diff del.line { background: var(--removed); }
    .diff ins.line { background: var(--inserted); }
    .diff .legend-line { font-weight: 600; }
    ul.findings, ul.diagnostics { list-style: none; padding-left: 0; }
    ul.findings li, ul.diagnostics li { margin: 0.25rem 0; }
    ol.voiceover { padding-left: 2rem; }
    ol.voiceover li { margin: 0.35rem 0; }
    ol.voiceover .spoken { margin: 0; font-size: 1.05rem; }
    ol.voiceover .hint { margin: 0; color: var(--muted); }
    .scroll { position: relative; overflow-x: auto; max-width: 100%; border: 1px solid var(--border); margin: 0.25rem 0 0.75rem; }
    .scroll > svg { display: block; max-width: none; }
    table { border-collapse: collapse; font-size: 0.95rem; }
    caption { text-align: left; padding: 0.25rem 0.5rem; caption-side: top; }
    th { overflow-wrap: normal; }
    table.sizes thead th { white-space: nowrap; }
    th, td { border: 1px solid var(--border); padding: 0.2rem 0.45rem; text-align: left; vertical-align: top; }
    table.sizes td { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
    th.checked, td.checked { outline: 2px solid var(--fg); outline-offset: -2px; font-weight: 700; }
    td.capped { background: repeating-linear-gradient(135deg, var(--capped) 0 4px, var(--bg) 4px 8px); }
    .swatch { display: inline-block; width: 0.9em; height: 0.9em; border: 1px solid var(--fg); vertical-align: -0.1em; }
    figure.timelines { margin: 0.5rem 0; }
    ul.legend { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 0.25rem 1.25rem; font-size: 0.9rem; }
    ul.legend svg { vertical-align: -0.15em; }
    .timeline-svg text { fill: var(--fg); font-family: ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", monospace; font-size: 11px; }
    .timeline-svg .row-label { font-size: 12px; font-weight: 600; }
    .timeline-svg .tick { fill: var(--muted); }
    .timeline-svg .grid { stroke: var(--grid); stroke-width: 1; }
    .timeline-svg .axis { stroke: var(--muted); stroke-width: 1; }
    .timeline-svg .row-rule { stroke: var(--border); stroke-width: 0.5; stroke-dasharray: 2 3; }
    .timeline-svg .bar, .legend .bar { fill: var(--bar); stroke: var(--bar); stroke-width: 1; }
    .timeline-svg .bar.repeat, .legend .bar.repeat { fill: none; stroke-dasharray: 3 2; }
    .timeline-svg .stripe, .legend .stripe { fill: var(--bar); }
    .timeline-svg .stripe-bg, .legend .stripe-bg { fill: var(--stripe-bg); }
    .timeline-svg .forever, .timeline-svg .marker, .legend .marker { fill: var(--fg); }
    details.lines summary { cursor: pointer; color: var(--link); }
    details.passed > summary, details.accepted > summary { cursor: pointer; }
    details.passed > summary > h3 { display: inline; }
    details.lines pre { background: var(--surface); padding: 0.5rem; white-space: pre-wrap; }
    .audit-rule ul { padding-left: 1.25rem; }
    .audit-rule li { margin: 0.5rem 0; }
    .facts { color: var(--muted); }
    footer.page-footer { margin-top: 3rem; padding-bottom: 2rem; color: var(--muted); border-top: 1px solid var(--border); }
    @media (prefers-reduced-motion: reduce) { html { scroll-behavior: auto; } }
    """
}
