#!/usr/bin/env python3
"""The HTML report in a real browser: Debian's Chromium, headless, driven by Playwright.

    python3 Tests/Browser/report_test.py                 # the test (CI runs this)
    python3 Tests/Browser/report_test.py --readme-screenshot   # rewrite Docs/images/report.png

It installs what it needs itself: a virtual environment in .build/browser-test-venv with Playwright
and axe-playwright-python (which bundles axe-core) from PyPI. Playwright drives the system's
Chromium (CHROMIUM, else /usr/bin/chromium), never a browser build of its own; `.ci/run` installs
Debian's `chromium` when it is missing.

It writes three reports with the tool (the bundled specs with the audit, a spec with a failing
section and audit findings, the audit alone), opens each, and asserts on the DOM and on Chromium's
accessibility tree: the summary counts, every section, the failing section's diff lines, the
timeline images and their names, the audit findings. axe-core must find no violation, in the light
and the dark scheme. It checks the page at 390 px and at 200% zoom, and that screenshots at desktop
width and at 390 px are not blank. Reports and screenshots stay in .build/browser-report/ for a CI
artifact. The last line is `N passed, M failed`.
"""

import json
import os
import re
import subprocess
import sys
import time
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from testvenv import ensure_venv  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
VENV = ROOT / ".build" / "browser-test-venv"
OUT = ROOT / ".build" / "browser-report"
FIXTURE = "Tests/Browser/Fixtures/failing.primerspec"
TOUR_SCREENSHOT = ROOT / "Docs" / "images" / "report.png"
REQUIREMENTS = ["playwright==1.65.2", "axe-playwright-python==0.1.8"]


# MARK: - Bootstrap: a virtual environment with Playwright and axe-core


def in_venv():
    return Path(sys.prefix).resolve() == VENV.resolve()


def bootstrap():
    """Creates the virtual environment and installs the packages once, then runs this script in it."""
    python = ensure_venv(VENV, REQUIREMENTS, "browser test")
    os.execv(str(python), [str(python), str(Path(__file__).resolve()), *sys.argv[1:]])


def chromium_path():
    path = os.environ.get("CHROMIUM") or "/usr/bin/chromium"
    if not Path(path).exists():
        sys.exit(f"browser test: no Chromium at {path}; install Debian's with 'apt-get install -y chromium' "
                 "(.ci/run does), or set CHROMIUM")
    return path


# MARK: - The reports


def tool(*arguments):
    """Runs the built primer-spec in the repository root; returns (exit code, stdout)."""
    bin_path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True, capture_output=True,
                              text=True).stdout.strip()
    result = subprocess.run([str(Path(bin_path) / "primer-spec"), *arguments], cwd=ROOT, capture_output=True,
                            text=True)
    return result.returncode, result.stdout


def write_reports():
    OUT.mkdir(parents=True, exist_ok=True)
    subprocess.run(["swift", "build", "--product", "primer-spec"], cwd=ROOT, check=True)
    reports = {}
    for name, arguments, expected_exit in [
        ("bundled", ["check", "--audit", "--format", "html"], 0),
        ("failing", ["check", "--audit", "--format", "html", FIXTURE], 1),
        ("audit", ["audit", "--format", "html"], 0),
    ]:
        code, html = tool(*arguments)
        if code != expected_exit:
            raise SystemExit(f"browser test: primer-spec {' '.join(arguments)} exited {code}, expected {expected_exit}")
        path = OUT / f"{name}.html"
        path.write_text(html)
        reports[name] = path
    code, text = tool("check", "--format", "json")
    reports["bundled-json"] = json.loads(text)
    return reports


# MARK: - Helpers


class Failure(Exception):
    pass


def expect(condition, message):
    if not condition:
        raise Failure(message)


def ax_nodes(page):
    """Chromium's own accessibility tree, as the DevTools protocol gives it."""
    session = page.context.new_cdp_session(page)
    try:
        return session.send("Accessibility.getFullAXTree")["nodes"]
    finally:
        session.detach()


def ax_named(page, role):
    return [node.get("name", {}).get("value", "") for node in ax_nodes(page)
            if node.get("role", {}).get("value") == role and not node.get("ignored")]


def axe_violations(page):
    from axe_playwright_python.sync_playwright import Axe
    result = Axe().run(page)
    return [f"{v['id']} ({v['impact']}): {v['help']} at {[n['target'] for n in v['nodes'][:3]]}"
            for v in result.response["violations"]]


def blankness(browser, png):
    """How much a screenshot shows: distinct colours and the share of pixels unlike the corner's."""
    import base64
    page = browser.new_page()
    try:
        return page.evaluate("""async (data) => {
            const image = new Image();
            image.src = 'data:image/png;base64,' + data;
            await image.decode();
            const canvas = document.createElement('canvas');
            canvas.width = image.width; canvas.height = image.height;
            const context = canvas.getContext('2d');
            context.drawImage(image, 0, 0);
            const pixels = context.getImageData(0, 0, image.width, image.height).data;
            const colours = new Set();
            let different = 0;
            const [r0, g0, b0] = [pixels[0], pixels[1], pixels[2]];
            for (let i = 0; i < pixels.length; i += 4) {
                const r = pixels[i], g = pixels[i + 1], b = pixels[i + 2];
                if (colours.size < 5000) colours.add((r << 16) | (g << 8) | b);
                if (Math.abs(r - r0) + Math.abs(g - g0) + Math.abs(b - b0) > 30) different += 1;
            }
            return {width: image.width, height: image.height, colours: colours.size,
                    share: different / (pixels.length / 4)};
        }""", base64.b64encode(png).decode())
    finally:
        page.close()


def contrast(rgb_a, rgb_b):
    def luminance(rgb):
        channels = []
        for value in rgb:
            c = value / 255
            channels.append(c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4)
        return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
    high, low = sorted([luminance(rgb_a), luminance(rgb_b)], reverse=True)
    return (high + 0.05) / (low + 0.05)


def parse_rgb(text):
    return tuple(int(float(x)) for x in re.findall(r"[\d.]+", text)[:3])


# MARK: - The tests


def tests(browser, reports):
    bundled = reports["bundled"].as_uri()
    failing = reports["failing"].as_uri()
    audit = reports["audit"].as_uri()
    data = reports["bundled-json"]

    def open_page(url, width=1280, height=900, scheme="light", scale=1):
        page = browser.new_page(viewport={"width": width, "height": height}, color_scheme=scheme,
                                device_scale_factor=scale)
        requests = []
        page.on("request", lambda request: requests.append(request.url))
        page.goto(url)
        page.requests = requests
        return page

    def expand(page):
        """Opens every collapsed section, for tests about what a section shows (not about the page's start)."""
        page.evaluate("() => document.querySelectorAll('details').forEach(d => { d.open = true; })")

    def follow(page, link, label):
        """Clicks a summary link; the fragment's target must exist, be shown, and be in the window."""
        href = link.get_attribute("href")
        expect(href and href.startswith("#"), f"{label}: the link {href!r} is not to the page")
        target = page.locator(f"[id='{href[1:]}']")
        expect(target.count() == 1, f"{label}: {href} has {target.count()} targets")
        link.click()
        expect(page.evaluate("() => location.hash") == href, f"{label}: following {href} did not go there")
        expect(target.is_visible(), f"{label}: {href} is hidden (in a collapsed section?)")
        box = target.bounding_box()
        height = page.viewport_size["height"]
        # Chromium scrolls the target's top to the window's top, give or take a subpixel.
        expect(box is not None and -1 <= box["y"] < height, f"{label}: {href} is not in the window after the click ({box})")

    def summary_value(page, term):
        return page.evaluate("""(term) => {
            for (const dt of document.querySelectorAll('dl.counts dt'))
                if (dt.textContent.trim() === term) return dt.nextElementSibling.textContent.trim();
            return null; }""", term)

    def bundled_summary_counts(page):
        passed, failed = data["passed"], data["failed"]
        files = sorted({section["file"] for section in data["sections"]})
        expect(failed == 0, f"the bundled specs fail: {failed}")
        expect(summary_value(page, "Sections") == f"{passed} passed, {failed} failed",
               f"Sections reads {summary_value(page, 'Sections')!r}")
        expect(summary_value(page, "Spec files") == f"{len(files)}: {len(files)} passed, 0 failed, 0 could not be checked",
               f"Spec files reads {summary_value(page, 'Spec files')!r}")
        expect(page.locator("#summary").inner_text() == "Summary", "no Summary heading")
        expect(summary_value(page, "Audit errors") is not None, "no audit findings by severity")

    def bundled_every_section(page):
        headings = page.evaluate("""() => [...document.querySelectorAll('.spec-file')].map(file => ({
            file: file.querySelector('h2 bdi').textContent,
            sections: [...file.querySelectorAll('.spec-section h3')].map(h => ({id: h.id, text: h.textContent}))}))""")
        order = []
        for section in data["sections"]:
            if section["file"] not in order:
                order.append(section["file"])
        expect([file["file"] for file in headings] == order, "the files are not in the check's order")
        shown = {(file["file"], h["id"]): h["text"] for file in headings for h in file["sections"]}
        expect(len(shown) == len(data["sections"]), f"{len(shown)} sections shown, {len(data['sections'])} checked")
        for section in data["sections"]:
            key = (section["file"], f"file-{order.index(section['file']) + 1}-line-{section['line']}")
            expect(key in shown, f"{section['file']}:{section['line']} is missing")
            expect(shown[key].endswith(section["title"]) and "PASS" in shown[key],
                   f"{key} reads {shown[key]!r}, expected PASS {section['title']}")

    def bundled_landmarks_and_headings(page):
        nodes = ax_nodes(page)
        roles = [node.get("role", {}).get("value") for node in nodes if not node.get("ignored")]
        for role in ["banner", "main", "contentinfo", "navigation"]:
            expect(role in roles, f"no {role} landmark")
        files = len({section["file"] for section in data["sections"]})
        expect(roles.count("region") == files + 2, f"{roles.count('region')} regions, expected {files} files + summary + audit")
        levels = page.evaluate("() => [...document.querySelectorAll('h1,h2,h3,h4,h5,h6')].map(h => +h.tagName[1])")
        expect(levels.count(1) == 1, "not one h1")
        expect(all(b - a <= 1 for a, b in zip(levels, levels[1:])), "a heading level is skipped")

    def bundled_reduce_motion_image(page):
        expand(page)
        names = ax_named(page, "image")
        wanted = "Reduce Motion timeline of requesting -> denied via answer."
        fades = [name for name in names if name.startswith(wanted) and "symbol: fade camera -> camera.slash from 0.00 to 0.20 s" in name]
        expect(fades, f"no image named {wanted!r} listing the camera symbol's fade; images: {names[:3]}")
        motion_sections = sum(1 for section in data["sections"] if section["title"].startswith("motion "))
        expect(page.locator("svg[role=img]").count() >= motion_sections,
               f"{page.locator('svg[role=img]').count()} timeline images for {motion_sections} motion sections")
        expect(all(name.strip() for name in names), "an image without a name")

    def bundled_self_contained(page):
        expect(page.requests == [bundled], f"the page loaded more than itself: {page.requests[:5]}")
        counts = page.evaluate("""() => ({scripts: document.scripts.length,
            sources: document.querySelectorAll('[src], link[rel=stylesheet], link[rel=preload], iframe, object, embed').length,
            animations: document.getAnimations().length})""")
        expect(counts == {"scripts": 0, "sources": 0, "animations": 0}, f"not self-contained or not still: {counts}")

    def bundled_axe(page):
        violations = axe_violations(page)
        expect(not violations, "axe-core: " + "; ".join(violations))

    def svg_text_contrast(page):
        for scheme in ["light", "dark"]:
            page.emulate_media(color_scheme=scheme)
            colours = page.evaluate("""() => ({
                text: getComputedStyle(document.querySelector('.timeline-svg .bar-label')).fill,
                tick: getComputedStyle(document.querySelector('.timeline-svg .tick')).fill,
                background: getComputedStyle(document.body).backgroundColor})""")
            for name in ["text", "tick"]:
                ratio = contrast(parse_rgb(colours[name]), parse_rgb(colours["background"]))
                expect(ratio >= 4.5, f"{scheme}: timeline {name} {colours[name]} on {colours['background']} is {ratio:.2f}:1")

    def failing_summary(page):
        expect(summary_value(page, "Sections") == "3 passed, 1 failed", f"Sections reads {summary_value(page, 'Sections')!r}")
        # 4 touch targets, 2 texts that stop growing, and 10 text-contrast pairs of the PermissionPrimer
        # block's default theme (system colours; the fixture gives no theme and accepts nothing).
        expect(summary_value(page, "Audit errors") == "16 open, 0 accepted", f"Audit errors reads {summary_value(page, 'Audit errors')!r}")
        expect(summary_value(page, "Audit warnings") == "1 open, 0 accepted", f"Audit warnings reads {summary_value(page, 'Audit warnings')!r}")
        link = page.get_by_role("navigation", name="Failing sections").get_by_role("link")
        expect(link.count() == 1, "not one failing-section link")
        expect(link.get_attribute("href") == "#file-1-line-10", f"the link goes to {link.get_attribute('href')}")
        expect(page.locator("#file-1-line-10").inner_text().endswith("voiceover ready"), "the link's target is not the section")
        names = ax_named(page, "heading")
        expect(any(name.startswith("FAIL") and "failing.primerspec" in name for name in names),
               "the file's heading does not say FAIL in words")

    def failing_diff(page):
        section = page.locator("section.spec-section", has=page.locator("#file-1-line-10"))
        removed = section.locator("del.line").all_inner_texts()
        inserted = section.locator("ins.line").all_inner_texts()
        expect(removed == ['− 15 │ "Continue now. Button."'], f"removed lines: {removed}")
        expect(inserted == ['+    │ "Continue. Button."'], f"inserted lines: {inserted}")
        legend = section.locator(".legend-line").inner_text()
        expect(legend == "−expected +actual", f"legend: {legend!r}")
        finding = section.locator("ul.findings li").inner_text()
        expect('error' in finding and 'failing.primerspec:15:3' in finding and '"Continue now. Button."' in finding,
               f"finding: {finding!r}")

    def failing_voiceover(page):
        section = page.locator("section.spec-section", has=page.locator("#file-1-line-10"))
        items = section.locator("ol.voiceover > li")
        expect(items.count() == 6, f"{items.count()} elements listed")
        first = items.nth(0)
        expect(first.locator(".spoken").inner_text() == "Never miss a reminder. Heading.", "the first element's words")
        expect(first.locator(".badge.trait").all_inner_texts() == ["header", "staticText"], "the first element's traits")
        expect(items.nth(4).locator(".spoken").inner_text() == "Continue. Button.", "Continue's words")

    def failing_timelines(page):
        expand(page)
        names = ax_named(page, "image")
        wanted = [name for name in names if name.startswith("Reduce Motion timeline of requesting -> denied via answer.")]
        expect(len(wanted) == 1, f"{len(wanted)} Reduce Motion images of requesting -> denied")
        for fade in ["symbol: fade bell.badge -> bell.slash from 0.00 to 0.20 s, easeInOut(0.2)",
                     "openSettings: appear opacity from 0.00 to 0.20 s, easeInOut(0.2)",
                     "announce high \"Notifications are off\" at 0.00 s"]:
            expect(fade in wanted[0], f"the image's name lacks {fade!r}: {wanted[0]}")
        full = [name for name in names if name.startswith("Full motion timeline of requesting -> denied via answer.")]
        expect(full and "a spring that settles in 0.73 s" in full[0], "the full-motion image lacks the spring's settling time")
        # Both drawn on one scale: the axes end at the same x and time.
        ends = page.evaluate("""() => [...document.querySelectorAll('svg.timeline-svg')].slice(2, 4).map(svg => {
            const ticks = svg.querySelectorAll('.tick'); const last = ticks[ticks.length - 1];
            return [last.textContent, last.getAttribute('x')]; })""")
        expect(len(ends) == 2 and ends[0] == ends[1], f"the two timelines are on different scales: {ends}")

    def failing_sizes(page):
        expand(page)
        section = page.locator("section.spec-section", has=page.locator("#file-1-line-18"))
        row = section.locator("tr", has=page.locator("th code", has_text=re.compile(r"^sampleAlert$")))
        cells = row.locator("td").all_inner_texts()
        expect(cells[0] == "footnote", f"sampleAlert's style: {cells[0]!r}")
        expect(cells[8].replace("\n", " ") == "19 cap", f"sampleAlert at accessibility1: {cells[8]!r}")
        headers = section.locator("thead th").all_inner_texts()
        expect(headers[-1] == "accessibility5 (checked)", f"the checked size is not named: {headers[-1]!r}")

    def failing_audit(page):
        rule = page.locator("section.audit-rule", has=page.locator("#rule-text-scales"))
        expect(rule.locator("a", has_text="WCAG 1.4.4 Resize Text (AA)").count() == 1, "text-scales lacks its WCAG reference")
        item = rule.locator("li", has_text="sampleAlert stops growing").inner_text()
        for words in ["FAIL", "sampleAlert stops growing at xxxLarge", "part sampleAlert", "state ready",
                      "environment accessibility1"]:
            expect(words in item, f"the text-scales finding lacks {words!r}: {item!r}")

    def failing_axe(page):
        for scheme in ["light", "dark"]:
            page.emulate_media(color_scheme=scheme)
            violations = axe_violations(page)
            expect(not violations, f"axe-core ({scheme}): " + "; ".join(violations))

    def audit_page(page):
        expect(page.locator("h1").inner_text() == "PrimerSpec audit report", "the audit page's title")
        expect(page.locator("#audit").count() == 1 and page.locator(".spec-file").count() == 0, "the audit page's regions")
        expect(page.locator("a", has_text="WCAG 2.2.2 Pause, Stop, Hide (A)").count() >= 1, "no WCAG 2.2.2 reference")
        expect(page.locator("li", has_text="ACCEPTED").count() > 0, "no accepted finding with its reason")
        violations = axe_violations(page)
        expect(not violations, "axe-core: " + "; ".join(violations))

    def bundled_lands_on_what_failed(page):
        """Passing sections start collapsed to their heading; a failing one starts open."""
        states = page.evaluate("""() => [...document.querySelectorAll('section.spec-section')].map(section => ({
            failed: section.classList.contains('failed'),
            collapsed: !!section.querySelector(':scope > details:not([open])')}))""")
        expect(states and all(s["collapsed"] != s["failed"] for s in states),
               f"{sum(1 for s in states if s['collapsed'])} of {len(states)} sections collapsed; passing ones should be")
        failing_page = open_page(failing)
        try:
            open_failed = failing_page.evaluate(
                "() => [...document.querySelectorAll('section.spec-section.failed')].every(s => !s.querySelector('details.passed'))")
            expect(open_failed, "a failing section starts collapsed")
        finally:
            failing_page.close()

    def audit_summary_links(page):
        """The audit page's summary links to every rule and every place with an open finding."""
        rules = page.get_by_role("navigation", name="Audit rules").get_by_role("link")
        sections = page.locator("section.audit-rule h3").count()
        expect(rules.count() == sections and sections > 0, f"{rules.count()} rule links for {sections} rules")
        for index in range(rules.count()):
            follow(page, rules.nth(index), f"rule link {index + 1}")
        places = page.get_by_role("navigation", name="Audit findings by place").get_by_role("link")
        open_findings = page.locator("section.audit-rule > ul > li").count()
        expect(places.count() > 0, "no link to a place with findings")
        expect(places.count() <= open_findings, f"{places.count()} place links for {open_findings} open findings")
        for index in range(places.count()):
            follow(page, places.nth(index), f"place link {index + 1}")
        accepted = page.locator("details.accepted")
        expect(accepted.count() > 0 and accepted.evaluate_all("ds => ds.every(d => !d.open)"),
               "accepted findings are not collapsed under their rule")

    def failing_summary_links(page):
        """The check page's summary links to the failing section and to the audit's failing places."""
        links = page.get_by_role("navigation", name="Failing sections").get_by_role("link")
        for index in range(links.count()):
            follow(page, links.nth(index), f"failing section link {index + 1}")
        places = page.get_by_role("navigation", name="Audit findings by place").get_by_role("link")
        expect(places.count() > 0, "no link to the audit's failing places")
        for index in range(places.count()):
            follow(page, places.nth(index), f"audit place link {index + 1}")

    def load_figures():
        """How long Chromium takes to load each report (printed, not asserted: speed is measured)."""
        for name, url in [("bundled", bundled), ("audit", audit)]:
            started = time.monotonic()
            page = open_page(url)
            page.wait_for_load_state("load")
            seconds = time.monotonic() - started
            size = Path(url[len("file://"):]).stat().st_size
            print(f"  {name}.html: {size / 1e6:.2f} MB, loaded in {seconds:.2f} s", flush=True)
            page.close()

    def reflows(url, width, scale, name):
        page = open_page(url, width=width, height=800, scale=scale)
        try:
            overflow = page.evaluate("() => document.documentElement.scrollWidth - window.innerWidth")
            expect(overflow <= 0, f"{name}: the page scrolls sideways by {overflow} px")
            page.screenshot(path=str(OUT / f"failing-{name}.png"))
        finally:
            page.close()

    def screenshots_not_blank(url, label):
        for width, height in [(1280, 900), (390, 844)]:
            page = open_page(url, width=width, height=height)
            png = page.screenshot(path=str(OUT / f"{label}-{width}.png"))
            page.close()
            stats = blankness(browser, png)
            expect(stats["width"] == width and stats["colours"] >= 8 and stats["share"] >= 0.03,
                   f"{label} at {width} px looks blank: {stats}")

    pages = {}

    def page(name, url):
        if name not in pages:
            pages[name] = open_page(url)
        return pages[name]

    return [
        ("bundled specs: summary counts", lambda: bundled_summary_counts(page("bundled", bundled))),
        ("bundled specs: every section, in spec order", lambda: bundled_every_section(page("bundled", bundled))),
        ("bundled specs: landmarks and headings", lambda: bundled_landmarks_and_headings(page("bundled", bundled))),
        ("bundled specs: a Reduce Motion image names its fades", lambda: bundled_reduce_motion_image(page("bundled", bundled))),
        ("bundled specs: self-contained and still", lambda: bundled_self_contained(page("bundled", bundled))),
        ("bundled specs: axe-core finds no violation", lambda: bundled_axe(page("bundled", bundled))),
        ("timeline text is at least 4.5:1, light and dark", lambda: svg_text_contrast(page("failing", failing))),
        ("failing spec: summary and the link to the failing section", lambda: failing_summary(page("failing", failing))),
        ("failing spec: the diff lines", lambda: failing_diff(page("failing", failing))),
        ("failing spec: the VoiceOver list", lambda: failing_voiceover(page("failing", failing))),
        ("failing spec: timelines on one scale, named with their bars", lambda: failing_timelines(page("failing", failing))),
        ("failing spec: sizes across Dynamic Type with the cap", lambda: failing_sizes(page("failing", failing))),
        ("failing spec: the audit finding", lambda: failing_audit(page("failing", failing))),
        ("failing spec: axe-core finds no violation, light and dark", lambda: failing_axe(page("failing", failing))),
        ("audit page: findings, references, axe-core", lambda: audit_page(page("audit", audit))),
        ("audit page: the summary links to every rule and place, and they land", lambda: audit_summary_links(page("audit", audit))),
        ("failing spec: the summary's links land on the failing section and findings",
         lambda: failing_summary_links(open_page(failing))),
        ("bundled specs: passing sections start collapsed, failing ones open",
         lambda: bundled_lands_on_what_failed(open_page(bundled))),
        ("load times (figures)", load_figures),
        ("a 390 px window: no sideways page scroll", lambda: reflows(failing, 390, 1, "390")),
        ("200% zoom of a 1280 px window: no sideways page scroll", lambda: reflows(failing, 640, 2, "zoom200")),
        ("screenshots at 1280 and 390 px are not blank", lambda: screenshots_not_blank(failing, "failing")),
    ]


def tour_screenshot(browser, reports):
    """The tour's picture (Docs/Tour.md): the failing spec's report, light, at a desktop width, from the top to the
    end of its first timeline. For a picture of reasonable height the failing section's reading list
    and the sizes section are hidden (the browser test shows the whole page at each width)."""
    page = browser.new_page(viewport={"width": 1000, "height": 900}, color_scheme="light")
    page.goto(reports["failing"].as_uri())
    page.evaluate("() => document.querySelectorAll('details').forEach(d => { d.open = true; })")
    page.add_style_tag(content="""
        section.spec-section:has(#file-1-line-10) :is(ol.voiceover, ol.voiceover + p, p:has(+ ol.voiceover)),
        section.spec-section:has(#file-1-line-18) { display: none; }""")
    bottom = page.evaluate("""() => {
        // The first motion section's timeline, found by its title (its line moves when the fixture grows).
        const section = [...document.querySelectorAll('section.spec-section')]
            .find(s => (s.querySelector('h3')?.textContent ?? '').includes('motion requesting -> granted'));
        const figure = section.querySelector('figure');
        return Math.ceil(figure.getBoundingClientRect().bottom + window.scrollY + 16); }""")
    TOUR_SCREENSHOT.parent.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(TOUR_SCREENSHOT), full_page=True, clip={"x": 0, "y": 0, "width": 1000, "height": bottom})
    page.close()
    print(f"wrote {TOUR_SCREENSHOT.relative_to(ROOT)} (1000 x {bottom} px)")


def main():
    if not in_venv():
        bootstrap()
    from playwright.sync_api import sync_playwright
    chromium = chromium_path()
    reports = write_reports()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
        print(f"browser test: Chromium {browser.version}, reports in {OUT.relative_to(ROOT)}", flush=True)
        if "--readme-screenshot" in sys.argv[1:]:
            tour_screenshot(browser, reports)
            browser.close()
            return 0
        passed = failed = 0
        for name, test in tests(browser, reports):
            started = time.monotonic()
            try:
                test()
                passed += 1
                print(f"PASS {name} ({time.monotonic() - started:.1f} s)", flush=True)
            except Exception as error:  # a failed expectation or a Playwright error: report it, go on
                failed += 1
                detail = str(error) if isinstance(error, Failure) else traceback.format_exc()
                print(f"FAIL {name}: {detail}", flush=True)
        browser.close()
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
