#!/usr/bin/env python3
"""Writes a synthetic bilingual Duet content folder for the benchmark.

    scripts/bench-corpus.py --pairs 1000 --out .build/bench/corpus-1000 [--seed 7] [--shape dense]
    scripts/bench-corpus.py --measure content      # densities of real content (issue 17)

The corpus is a function of (pairs, seed) only: the same arguments always give the same
bytes, so timings from different machines or commits compare the same work.

Every page pair is realistic enough to exercise the whole build: YAML front matter,
`##`/`###` headings, English and Chinese paragraphs of varied length made of aligned
sentence pairs that use glossary terms with their preferred Chinese, API symbols as code
spans, lists, a plain table, a table checked against the model, a generated model table,
Swift listings whose comments are translated, and links to other pages' headings.
The output passes `duet check` (a test keeps it that way); `site.yml` and `glossary.yml`
are copied from the shipped content so the terminology rules are the real ones.
The English is written here; the Chinese is looked up by it in scripts/data/bench-corpus-zh.json.

Two shapes. `--shape today` (the default) is the corpus every earlier benchmark used.
`--shape dense` writes paragraphs whose counts of glossary terms, API symbols, other code
spans, links and listings per paragraph follow DENSE_TARGETS, the densities `--measure`
found in the shipped `content/` (both languages); after writing, it measures what it wrote
(when the `cmark-gfm` command is installed) and prints both side by side.

`--measure DIR` parses every page of DIR/en and DIR/zh with the `cmark-gfm` command
(`-t xml`, the parser duet itself uses; only the YAML front matter is cut off by hand) and
counts, per paragraph node (paragraphs in list items included, table cells not):
glossary terms (word matches of every English form in English paragraphs, of the preferred
Chinese term and its alternates in Chinese ones, longest first, not inside code spans),
code spans, API symbols (code spans the catalogue resolves, asked of
`duet model --resolve-symbols`), links, and listings (fenced code blocks other than
duet-table / duet-figure directives, per paragraph).
"""

import argparse
import json
import os
import random
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ElementTree

# The Chinese side of the corpus: the scripts hold no Chinese (a test checks), so every
# Chinese string below is looked up, by its English, in this data file.
ZH_PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data", "bench-corpus-zh.json")
with open(ZH_PATH, encoding="utf-8") as _handle:
    ZH = json.load(_handle)


def translated(section, english):
    """[(english, chinese)] in the order of `english`, the Chinese from ZH[section], which
    must translate exactly these strings (a stale or missing entry stops the script)."""
    table = ZH[section]
    if set(table) != set(english):
        sys.exit(f"{ZH_PATH}: {section} does not match the English of bench-corpus.py: "
                 f"missing {sorted(set(english) - set(table))}, unused {sorted(set(table) - set(english))}")
    return [(en, table[en]) for en in english]


def phrase(english):
    """(english, its Chinese from ZH["phrases"])."""
    return english, ZH["phrases"][english]

# Aligned sentence pairs. Every English glossary term has its preferred Chinese term in
# the same pair, and both sides carry the same code spans, so any mix of pairs is valid.
SENTENCES = translated("sentences", [
    "Every view controller has a `traitCollection` that describes its environment.",
    "A size class is either compact or regular in each dimension.",
    "UIKit calls `traitCollectionDidChange(_:)` after the trait collection changes.",
    "Before a rotation, UIKit calls `viewWillTransition(to:with:)` with the new size.",
    "Call `present(_:animated:completion:)` to start a presentation.",
    "Set `modalPresentationStyle` before the call, because UIKit reads it when the presentation starts.",
    "In a compact width, a `.popover` adapts to `.fullScreen` unless the delegate returns `.none`.",
    "The presentation controller asks its delegate through `adaptivePresentationStyle(for:traitCollection:)`.",
    "A popover needs a `sourceView` and a `sourceRect`, or a bar button item, as its anchor.",
    "The `.overFullScreen` style keeps the presenting views underneath.",
    "Use `dismiss(animated:completion:)` to close what was presented.",
    "A segue calls `prepare(for:sender:)` on its source before the transition.",
    "Return `false` from `shouldPerformSegue(withIdentifier:sender:)` to cancel a segue.",
    "An animator implements `animateTransition(using:)` and `transitionDuration(using:)`.",
    "When the animation ends, the animator must call `completeTransition(_:)` exactly once.",
    "The transitioning delegate is stored in `transitioningDelegate`.",
    "A container view controller calls `addChild(_:)` before it adds the child's view.",
    "After the view is in place, the container calls `didMove(toParent:)` on the child view controller.",
    "Every iPad that runs an app full screen is regular in both dimensions.",
    "In landscape, only the largest iPhone models become horizontally regular.",
    "In portrait, every iPhone is vertically regular and horizontally compact.",
    "The `preferredContentSize` of the presented controller sizes a `.formSheet`.",
    "Read `presentingViewController` to find the controller that really presents.",
    "This rule has held since iOS 8 and still holds today.",
    "The example below shows the usual order of calls.",
    "Nothing in this step depends on the device.",
])

HEADINGS = translated("headings", ["Overview", "How It Works", "The Order of Calls", "Adapting to the Environment",
                                   "Common Mistakes", "A Worked Example", "Edge Cases", "Testing the Behaviour",
                                   "Further Details", "Summary of the Rules"])
SUBHEADINGS = translated("subheadings", ["On iPhone", "On iPad", "Before iOS 13", "Since iOS 13"])

TOPICS = ["traits", "presentations", "popovers", "segues", "animators", "containers", "rotation", "sheets"]
TOPIC_TITLES = {
    "traits": "Traits in Practice",
    "presentations": "Presenting Content",
    "popovers": "Working with Popovers",
    "segues": "Segues Step by Step",
    "animators": "Writing an Animator",
    "containers": "Building a Container",
    "rotation": "Handling Rotation",
    "sheets": "Sheets and Their Sizes",
}
# topic -> (English title, Chinese title)
TOPIC_TITLES = dict(zip(TOPIC_TITLES, translated("topic_titles", list(TOPIC_TITLES.values()))))

# A table the build checks cell by cell against the model (`size-classes-by-device`).
CHECKED_TABLE_EN = """<!-- duet:table size-classes-by-device -->
| Device | Portrait | Landscape |
|---|---|---|
| iPad (all), iPad mini | Vertical: regular, horizontal: regular | Vertical: regular, horizontal: regular |
| iPhone 6 Plus | Vertical: regular, horizontal: compact | Vertical: compact, horizontal: regular |
| iPhone 6 | Vertical: regular, horizontal: compact | Vertical: compact, horizontal: compact |
| iPhone 5s, iPhone 5c, iPhone 5 | Vertical: regular, horizontal: compact | Vertical: compact, horizontal: compact |
| iPhone 4s | Vertical: regular, horizontal: compact | Vertical: compact, horizontal: compact |"""
CHECKED_TABLE_ZH = "\n".join(["<!-- duet:table size-classes-by-device -->"] + ZH["checked_table"])

PLAIN_TABLE_EN = """| Step | Method |
|---|---|
| Prepare | `prepare(for:sender:)` |
| Present | `present(_:animated:completion:)` |
| Dismiss | `dismiss(animated:completion:)` |"""
PLAIN_TABLE_ZH = "\n".join(ZH["plain_table"])

# (source, English comment); the Chinese comment is added below.
SWIFT_LISTINGS = [
    ("""final class {name}: UIViewController {{
    override func traitCollectionDidChange(_ previous: UITraitCollection?) {{
        super.traitCollectionDidChange(previous)
        {comment}
        let compact = traitCollection.horizontalSizeClass == .compact
        stack.axis = compact ? .vertical : .horizontal
    }}
}}""", "// Stack the panels when the width is compact."),
    ("""func show{name}(from button: UIBarButtonItem) {{
    let controller = {name}()
    controller.modalPresentationStyle = .popover
    {comment}
    controller.popoverPresentationController?.barButtonItem = button
    present(controller, animated: true)
}}""", "// Anchor the popover to the button that was tapped."),
    ("""override func prepare(for segue: UIStoryboardSegue, sender: Any?) {{
    {comment}
    if let detail = segue.destination as? {name} {{
        detail.item = selectedItem
    }}
}}""", "// Hand the selection to the next screen."),
]
# (source, English comment, Chinese comment)
SWIFT_LISTINGS = [(source, en, zh) for (source, _), (en, zh)
                  in zip(SWIFT_LISTINGS, translated("listing_comments", [comment for _, comment in SWIFT_LISTINGS]))]


def slug_for(index):
    return f"{TOPICS[index % len(TOPICS)]}-{index:05d}"


def file_name(index):
    return f"{index:05d}-{slug_for(index)}.md"


def paragraph(rng, low, high):
    chosen = [rng.choice(SENTENCES) for _ in range(rng.randint(low, high))]
    return " ".join(en for en, _ in chosen), "".join(zh for _, zh in chosen)


FIGURES = ["device-size-classes", "presentation-styles", "rotation-sequence", "trait-propagation", "unwind-search"]


def page_pair(index, pairs, rng, figures=False):
    topic = TOPICS[index % len(TOPICS)]
    title_en, title_zh = TOPIC_TITLES[topic]
    title_en = f"{title_en} {index}"
    title_zh = f"{title_zh} {index}"
    en, zh = [], []

    def block(a, b):
        en.append(a)
        zh.append(b)

    intro = paragraph(rng, 2, 5)
    block(intro[0], intro[1])
    sections = rng.sample(HEADINGS[1:], rng.randint(2, 5))
    for number, (heading_en, heading_zh) in enumerate([HEADINGS[0]] + sections):
        block(f"## {heading_en}", f"## {heading_zh}")
        for _ in range(rng.randint(1, 3)):
            text = paragraph(rng, 1, 7)
            block(text[0], text[1])
        if number == 0 and pairs > 1:
            # A link to another page's heading, checked by the link check.
            target = (index + 1 + rng.randrange(pairs - 1)) % pairs
            block(f"See also [the overview of chapter {target}]({file_name(target)}#overview).",
                  ZH["templates"]["see_also_overview"].format(target=target, file_name=file_name(target)))
        roll = rng.random()
        if roll < 0.35:
            items = [rng.choice(SENTENCES) for _ in range(rng.randint(3, 5))]
            block("\n".join(f"- {a}" for a, _ in items), "\n".join(f"- {b}" for _, b in items))
        elif roll < 0.5:
            block(PLAIN_TABLE_EN, PLAIN_TABLE_ZH)
        elif roll < 0.8:
            source, comment_en, comment_zh = rng.choice(SWIFT_LISTINGS)
            name = f"Screen{index}ViewController"
            block("```swift\n" + source.format(name=name, comment=comment_en) + "\n```",
                  "```swift\n" + source.format(name=name, comment=comment_zh) + "\n```")
        if number == 1 and rng.random() < 0.5:
            sub_en, sub_zh = rng.choice(SUBHEADINGS)
            block(f"### {sub_en}", f"### {sub_zh}")
            text = paragraph(rng, 1, 4)
            block(text[0], text[1])
    if index % 4 == 0:
        block(*("## " + text for text in phrase("Size Classes by Device")))
        block(*phrase("The table below lists the size classes of each device in both orientations."))
        block(CHECKED_TABLE_EN, CHECKED_TABLE_ZH)
    if index % 10 == 5:
        block("```duet-table presentation-adaptation\n```", "```duet-table presentation-adaptation\n```")
        if figures:
            # The figure variant (bench.py --figures): one model figure with its caption.
            figure = FIGURES[(index // 10) % len(FIGURES)]
            block(f"```duet-figure {figure}\nThe figure {figure}, drawn from the model\n```",
                  f"```duet-figure {figure}\n" + ZH["templates"]["figure_caption"].format(figure=figure) + "\n```")

    summary = paragraph(rng, 1, 1)
    def document(title, summary_text, blocks):
        matter = f"---\ntitle: {title}\nsummary: {summary_text}\n---\n\n"
        return matter + "\n\n".join(blocks) + "\n"
    return document(title_en, summary[0].replace("`", ""), en), document(title_zh, summary[1].replace("`", ""), zh)


# ---------------------------------------------------------------------------------------
# The dense shape (issue 17)

# Densities of the shipped content/ (per language and both together), printed by
# `scripts/bench-corpus.py --measure content --json FILE` at commit 56ba864. Kept here, not measured at
# generation time, so that the corpus stays a function of (pairs, seed) only.
DENSE_TARGETS = {"en": {"bytes/page": 17220.67, "paragraphs/page": 40.56, "words/paragraph": 41.82, "terms/paragraph": 5.57, "code spans/paragraph": 1.65, "symbols/paragraph": 1.5, "links/paragraph": 0.11, "listings/paragraph": 0.14},
                 "zh": {"bytes/page": 16979.22, "paragraphs/page": 40.56, "words/paragraph": 36.75, "terms/paragraph": 6.24, "code spans/paragraph": 1.65, "symbols/paragraph": 1.5, "links/paragraph": 0.11, "listings/paragraph": 0.14},
                 "both": {"bytes/page": 17099.94, "paragraphs/page": 40.56, "words/paragraph": 39.28, "terms/paragraph": 5.91, "code spans/paragraph": 1.65, "symbols/paragraph": 1.5, "links/paragraph": 0.11, "listings/paragraph": 0.14}}

# API symbols the catalogue resolves (the shipped sentences' symbols and the glossary
# entries' symbols that resolve), and code spans it does not resolve and that do not look
# like an API; both checked with `duet model --resolve-symbols` when this list was made.
DENSE_SYMBOLS = ["traitCollection", "traitCollectionDidChange(_:)", "viewWillTransition(to:with:)",
                 "present(_:animated:completion:)", "modalPresentationStyle",
                 "adaptivePresentationStyle(for:traitCollection:)", "sourceView", "sourceRect",
                 "dismiss(animated:completion:)", "prepare(for:sender:)",
                 "shouldPerformSegue(withIdentifier:sender:)", "animateTransition(using:)",
                 "transitionDuration(using:)", "completeTransition(_:)", "transitioningDelegate", "addChild(_:)",
                 "didMove(toParent:)", "preferredContentSize", "presentingViewController", "UIViewController",
                 "rootViewController", "children", "removeFromParent()", "parent", "willMove(toParent:)", "UIWindow",
                 "UIView", "view", "addSubview(_:)", "UITraitCollection", "UITraitCollection(traitsFrom:)",
                 "UITraitEnvironment", "willTransition(to:with:)", "setOverrideTraitCollection(_:forChild:)",
                 "overrideTraitCollection(forChild:)", "UIUserInterfaceSizeClass", "horizontalSizeClass",
                 "verticalSizeClass", "UIUserInterfaceSizeClass.compact", "UIUserInterfaceSizeClass.regular",
                 "UIUserInterfaceSizeClass.unspecified", "UIUserInterfaceIdiom.unspecified", "displayScale",
                 "userInterfaceIdiom", "UIUserInterfaceIdiom", "frame", "initialFrame(for:)", "finalFrame(for:)",
                 "frameOfPresentedViewInContainerView", "bounds", "viewWillLayoutSubviews()", "NSLayoutConstraint",
                 "UIStoryboard", "instantiateViewController(withIdentifier:)", "UIImageAsset",
                 "instantiateInitialViewController()", "IBAction", "presentedViewController",
                 "UIPresentationController", "presentationController", "UIAdaptivePresentationControllerDelegate",
                 "UIModalPresentationStyle", "UIModalPresentationStyle.fullScreen",
                 "UIModalPresentationStyle.overFullScreen", "UIModalPresentationStyle.pageSheet",
                 "UIModalPresentationStyle.formSheet", "UISheetPresentationController",
                 "sheetPresentationController", "prefersEdgeAttachedInCompactHeight", "detents",
                 "UISheetPresentationController.Detent", "UIModalPresentationStyle.currentContext",
                 "UIModalPresentationStyle.overCurrentContext", "definesPresentationContext",
                 "providesPresentationContextTransitionStyle", "UIModalPresentationStyle.custom",
                 "UIModalPresentationStyle.automatic", "UIModalPresentationStyle.popover",
                 "UIPopoverPresentationController", "popoverPresentationController", "UIBarButtonItem",
                 "adaptivePresentationStyle(for:)",
                 "presentationController(_:viewControllerForAdaptivePresentationStyle:)", "show(_:sender:)",
                 "targetViewController(forAction:sender:)", "showDetailViewController(_:sender:)",
                 "pushViewController(_:animated:)", "popViewController(animated:)", "UINavigationController",
                 "UISplitViewController", "UITabBarController", "childForStatusBarStyle", "childForStatusBarHidden",
                 "preferredStatusBarStyle", "UIStoryboardSegue", "identifier",
                 "performSegue(withIdentifier:sender:)", "source", "destination", "unwind(for:towards:)",
                 "init(identifier:source:destination:)", "perform()", "UIModalTransitionStyle",
                 "modalTransitionStyle", "UIModalTransitionStyle.coverVertical",
                 "UIModalTransitionStyle.flipHorizontal", "UIModalTransitionStyle.crossDissolve",
                 "UIModalTransitionStyle.partialCurl", "UIView.animate(withDuration:animations:completion:)",
                 "UIViewControllerTransitioningDelegate", "UIViewControllerAnimatedTransitioning",
                 "animationEnded(_:)", "animationController(forPresented:presenting:source:)",
                 "animationController(forDismissed:)", "startInteractiveTransition(_:)",
                 "UIViewControllerInteractiveTransitioning", "interactionControllerForPresentation(using:)",
                 "interactionControllerForDismissal(using:)", "UIPercentDrivenInteractiveTransition", "update(_:)",
                 "finish()", "cancel()", "UIViewControllerContextTransitioning", "viewController(forKey:)",
                 "view(forKey:)", "UITransitionContextViewControllerKey.from",
                 "UITransitionContextViewControllerKey.to", "containerView", "UIViewControllerTransitionCoordinator",
                 "transitionCoordinator", "animate(alongsideTransition:completion:)",
                 "animateAlongsideTransition(in:animation:completion:)", "transitionWasCancelled",
                 "cancelInteractiveTransition()", "presentationTransitionWillBegin()",
                 "presentationTransitionDidEnd(_:)", "dismissalTransitionWillBegin()",
                 "dismissalTransitionDidEnd(_:)", "presentedView", "beginAppearanceTransition(_:animated:)",
                 "endAppearanceTransition()", "shouldAutomaticallyForwardAppearanceMethods", "viewWillAppear(_:)",
                 "viewDidAppear(_:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)", "UIContentContainer",
                 "UITraitDefinition", "preferredTransition"]
DENSE_OTHER_CODE = ["true", "false", "nil", "0.3", "self", "animated", "2", "let", "super", "completion"]

# Neutral English / Chinese pieces with no glossary term in them (DenseWriter checks).
DENSE_OPENERS = translated("dense_openers", ["In this step", "As the next example explains,", "Before the call returns,",
                                             "In the order given here,", "On every device,", "Since iOS 13,",
                                             "For the reader of this guide,"])
DENSE_CLOSERS = translated("dense_closers", ["matter most", "come first", "are read once", "are updated together",
                                             "keep their values", "need no extra code", "are worth a test"])
DENSE_FILLER = translated("dense_filler", ["Nothing in this step depends on the device.",
                                           "This rule has held since iOS 8 and still holds today.",
                                           "The example below gives the usual order of calls.",
                                           "Each of these steps is easy to test on its own."])


def poisson(rng, mean):
    """A Poisson draw (Knuth): counts per paragraph vary as in real prose, with this mean."""
    if mean <= 0:
        return 0
    limit, k, p = 2.718281828459045 ** -mean, 0, 1.0
    while True:
        p *= rng.random()
        if p <= limit:
            return k
        k += 1


class DenseWriter:
    """Pages shaped like today's (headings, sections, lists, tables, model tables), whose
    paragraphs carry glossary terms, symbols, code spans, links and listings at the
    densities of DENSE_TARGETS."""

    def __init__(self, glossary_path):
        entries, english, _ = glossary_forms(glossary_path)
        for en, _ in DENSE_OPENERS + DENSE_CLOSERS + DENSE_FILLER:
            assert count_terms(en, english, True) == 0, f"filler names a glossary term: {en}"
        self.terms = [(entry["en"], entry["zh"]) for entry in entries]
        self.symbols = DENSE_SYMBOLS
        # The English side sets the counts (each English term, symbol and link has its
        # counterpart in the Chinese sentence); the Chinese densities follow.
        self.target = DENSE_TARGETS["en"]

    def sentence(self, rng, items):
        opener = rng.choice(DENSE_OPENERS)
        closer = rng.choice(DENSE_CLOSERS)
        if len(items) == 1:
            en_items, zh_items = items[0]
        else:
            en_items = ", ".join(en for en, _ in items[:-1]) + " and " + items[-1][0]
            zh_items = ZH["list_separator"].join(zh for _, zh in items[:-1]) + ZH["list_last_separator"] + items[-1][1]
        return (f"{opener[0]} {en_items} {closer[0]}.",
                ZH["templates"]["dense_sentence"].format(opener=opener[1], items=zh_items, closer=closer[1]))

    def paragraph(self, rng, index, pairs):
        t = self.target
        items = []
        for _ in range(poisson(rng, t["terms/paragraph"])):
            en, zh = rng.choice(self.terms)
            items.append((f"the {en}", zh))
        for _ in range(poisson(rng, t["symbols/paragraph"])):
            symbol = rng.choice(self.symbols)
            items.append((f"`{symbol}`", f"`{symbol}`"))
        for _ in range(poisson(rng, max(t["code spans/paragraph"] - t["symbols/paragraph"], 0))):
            code = rng.choice(DENSE_OTHER_CODE)
            items.append((f"`{code}`", f"`{code}`"))
        if pairs > 1:
            for _ in range(poisson(rng, t["links/paragraph"])):
                target = (index + 1 + rng.randrange(pairs - 1)) % pairs
                items.append((f"[the overview of chapter {target}]({file_name(target)}#overview)",
                              ZH["templates"]["overview_link"].format(target=target, file_name=file_name(target))))
        rng.shuffle(items)
        sentences = []
        # About eight words of filler per sentence and two per item; enough sentences to
        # reach the measured words per paragraph.
        count = max(1, round((t["words/paragraph"] - 2 * len(items)) / 8))
        groups = [[] for _ in range(count)]
        for number, item in enumerate(items):
            groups[number % count].append(item)
        for group in groups:
            sentences.append(self.sentence(rng, group) if group else rng.choice(DENSE_FILLER))
        return " ".join(en for en, _ in sentences), "".join(zh for _, zh in sentences)

    def page_pair(self, index, pairs, rng):
        topic = TOPICS[index % len(TOPICS)]
        title_en, title_zh = TOPIC_TITLES[topic]
        en, zh = [], []

        def block(a, b):
            en.append(a)
            zh.append(b)

        def paragraph_and_listing():
            block(*self.paragraph(rng, index, pairs))
            # Paragraphs in lists take no listing after them: the chance after the others is
            # raised so that listings per paragraph, list paragraphs included, match.
            if rng.random() < self.target["listings/paragraph"] * 1.35:
                source, comment_en, comment_zh = rng.choice(SWIFT_LISTINGS)
                name = f"Screen{index}ViewController"
                block("```swift\n" + source.format(name=name, comment=comment_en) + "\n```",
                      "```swift\n" + source.format(name=name, comment=comment_zh) + "\n```")

        paragraph_and_listing()
        sections = rng.sample(HEADINGS[1:], rng.randint(2, 5))
        for number, (heading_en, heading_zh) in enumerate([HEADINGS[0]] + sections):
            block(f"## {heading_en}", f"## {heading_zh}")
            for _ in range(rng.randint(1, 3)):
                paragraph_and_listing()
            roll = rng.random()
            if roll < 0.3:
                items = [self.paragraph(rng, index, pairs) for _ in range(rng.randint(2, 4))]
                block("\n".join(f"- {a}" for a, _ in items), "\n".join(f"- {b}" for _, b in items))
            elif roll < 0.45:
                block(PLAIN_TABLE_EN, PLAIN_TABLE_ZH)
            if number == 1 and rng.random() < 0.5:
                sub_en, sub_zh = rng.choice(SUBHEADINGS)
                block(f"### {sub_en}", f"### {sub_zh}")
                paragraph_and_listing()
        if index % 4 == 0:
            block(*("## " + text for text in phrase("Size Classes by Device")))
            block(*phrase("The table below lists the size classes of each device in both orientations."))
            block(CHECKED_TABLE_EN, CHECKED_TABLE_ZH)
        if index % 10 == 5:
            block("```duet-table presentation-adaptation\n```", "```duet-table presentation-adaptation\n```")
        summary = paragraph(rng, 1, 1)

        def document(title, summary_text, blocks):
            return f"---\ntitle: {title}\nsummary: {summary_text}\n---\n\n" + "\n\n".join(blocks) + "\n"
        return (document(f"{title_en} {index}", summary[0].replace("`", ""), en),
                document(f"{title_zh} {index}", summary[1].replace("`", ""), zh))


# ---------------------------------------------------------------------------------------
# Measuring densities (issue 17)

CM = "{http://commonmark.org/xml/1.0}"
DENSITY_KEYS = ["paragraphs/page", "words/paragraph", "terms/paragraph", "code spans/paragraph",
                "symbols/paragraph", "links/paragraph", "listings/paragraph"]


def strip_front_matter(text):
    """The YAML front matter between the first two `---` lines; the rest is Markdown."""
    if text.startswith("---\n"):
        end = text.find("\n---\n", 4)
        if end >= 0:
            return text[end + 5:]
    return text


def parse_markdown(text):
    """The cmark-gfm command's XML tree of one page (tables on, as duet has them)."""
    result = subprocess.run(["cmark-gfm", "-t", "xml", "--unsafe", "-e", "table", "-e", "strikethrough",
                             "-e", "autolink"], input=strip_front_matter(text), capture_output=True, text=True, check=True)
    return ElementTree.fromstring(result.stdout)


def glossary_forms(glossary_path):
    import yaml  # PyYAML, Debian's python3-yaml
    with open(glossary_path, encoding="utf-8") as handle:
        entries = yaml.safe_load(handle)
    english, chinese = set(), set()
    for entry in entries:
        english.update(str(form).lower() for form in [entry["en"]] + list(entry.get("en_forms") or []))
        chinese.update(str(form) for form in [entry["zh"]] + list(entry.get("zh_alternates") or []))
    return entries, english, chinese


def count_terms(text, forms, latin):
    """Non-overlapping matches, longest form first; Latin forms only as whole words."""
    taken = [False] * len(text)
    haystack = text.lower() if latin else text
    count = 0
    for form in sorted(forms, key=len, reverse=True):
        needle = form.lower()
        start = 0
        while True:
            at = haystack.find(needle, start)
            if at < 0:
                break
            end = at + len(needle)
            start = at + 1
            ascii_form = needle.isascii()
            if ascii_form and ((at > 0 and haystack[at - 1].isalnum()) or (end < len(haystack) and haystack[end].isalnum())):
                continue
            if any(taken[at:end]):
                continue
            for i in range(at, end):
                taken[i] = True
            count += 1
    return count


def paragraph_text(node):
    """Prose of a paragraph: text nodes, link texts included, code spans left out."""
    parts = []
    for child in node.iter():
        if child.tag == CM + "text" and child.text:
            parts.append(child.text)
        elif child.tag in (CM + "softbreak", CM + "linebreak"):
            parts.append(" ")
    return "".join(parts)


def resolve_symbols(spans, duet):
    """Which code spans the catalogue resolves, asked of the duet executable."""
    spans = sorted(set(s for s in spans if "\n" not in s))
    if not spans:
        return set()
    result = subprocess.run([duet, "model", "--resolve-symbols"], input="\n".join(spans) + "\n",
                            capture_output=True, text=True, check=True)
    resolved = set()
    for line in result.stdout.split("\n"):
        if "\t" in line:
            span, symbol = line.rsplit("\t", 1)
            if symbol != "-":
                resolved.add(span)
    return resolved


def measure(directory, duet, glossary=None):
    """Densities per language and for both together: {language: {key: value}}."""
    _, english, chinese = glossary_forms(glossary or os.path.join(directory, "glossary.yml"))
    raw = {}
    all_spans = []
    for language in ("en", "zh"):
        folder = os.path.join(directory, language)
        totals = {"pages": 0, "paragraphs": 0, "words": 0, "terms": 0, "code": 0, "links": 0, "listings": 0, "bytes": 0}
        spans = []
        for name in sorted(os.listdir(folder)):
            if not name.endswith(".md"):
                continue
            with open(os.path.join(folder, name), encoding="utf-8") as handle:
                text = handle.read()
            totals["pages"] += 1
            totals["bytes"] += len(text.encode("utf-8"))
            tree = parse_markdown(text)
            for node in tree.iter():
                if node.tag == CM + "paragraph":
                    totals["paragraphs"] += 1
                    prose = paragraph_text(node)
                    # Words: Latin words, and each Chinese character counted as half a word.
                    totals["words"] += len(re.findall(r"[A-Za-z0-9_']+", prose)) + \
                        sum(1 for c in prose if "\u4e00" <= c <= "\u9fff") / 2
                    totals["terms"] += count_terms(prose, english if language == "en" else chinese, language == "en")
                    codes = [child.text or "" for child in node.iter(CM + "code")]
                    totals["code"] += len(codes)
                    spans.extend(codes)
                    totals["links"] += sum(1 for _ in node.iter(CM + "link"))
                elif node.tag == CM + "code_block" and not (node.get("info") or "").startswith("duet-"):
                    totals["listings"] += 1
        raw[language] = (totals, spans)
        all_spans.extend(spans)
    resolved = resolve_symbols(all_spans, duet)
    densities = {}
    combined = {"pages": 0, "paragraphs": 0, "words": 0, "terms": 0, "code": 0, "links": 0, "listings": 0, "symbols": 0, "bytes": 0}
    for language, (totals, spans) in raw.items():
        totals["symbols"] = sum(1 for s in spans if s in resolved)
        for key in combined:
            combined[key] += totals[key]
        densities[language] = derive(totals)
    densities["both"] = derive(combined)
    return densities


def derive(totals):
    per = max(totals["paragraphs"], 1)
    return {
        "pages": totals["pages"],
        "bytes/page": totals["bytes"] / max(totals["pages"], 1),
        "paragraphs/page": totals["paragraphs"] / max(totals["pages"], 1),
        "words/paragraph": totals["words"] / per,
        "terms/paragraph": totals["terms"] / per,
        "code spans/paragraph": totals["code"] / per,
        "symbols/paragraph": totals["symbols"] / per,
        "links/paragraph": totals["links"] / per,
        "listings/paragraph": totals["listings"] / per,
    }


def density_table(columns):
    """columns: [(title, densities)] -> a Markdown table, one row per density and language."""
    lines = ["| density | " + " | ".join(title for title, _ in columns) + " |",
             "|---|" + "---:|" * len(columns)]
    for language in ("en", "zh", "both"):
        for key in ["bytes/page"] + DENSITY_KEYS:
            lines.append(f"| {language} {key} | " + " | ".join(f"{d[language][key]:.2f}" for _, d in columns) + " |")
    return "\n".join(lines)


def default_duet():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    for candidate in (os.environ.get("DUET_BINARY"), os.path.join(root, ".build", "release", "duet"),
                      os.path.join(root, ".build", "debug", "duet")):
        if candidate and os.access(candidate, os.X_OK):
            return candidate
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--pairs", type=int)
    parser.add_argument("--out")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--shipped", default="content", help="content folder to take site.yml and glossary.yml from")
    parser.add_argument("--figures", action="store_true", help="also place a model figure on every tenth page (today's shape)")
    parser.add_argument("--shape", choices=["today", "dense"], default="today",
                        help="today's corpus, or paragraphs as dense in terms, symbols, code, links and listings as content/")
    parser.add_argument("--measure", metavar="DIR", help="only print the densities of the content folder DIR")
    parser.add_argument("--json", metavar="FILE", help="with --measure or --shape dense, also write the densities as JSON")
    parser.add_argument("--no-measure", action="store_true",
                        help="with --shape dense, skip measuring the generated corpus (one cmark-gfm run per file: an hour at 100,000 pairs)")
    parser.add_argument("--duet", default=default_duet(), help="the duet executable that resolves symbols for --measure")
    args = parser.parse_args()

    if args.measure:
        if not args.duet:
            sys.exit("--measure needs the duet executable (swift build, or --duet PATH)")
        densities = measure(args.measure, args.duet)
        print(density_table([(args.measure, densities)]))
        if args.json:
            with open(args.json, "w") as handle:
                json.dump(densities, handle, indent=2)
        return
    if args.pairs is None or args.out is None:
        parser.error("--pairs and --out are required unless --measure is given")

    if os.path.exists(args.out):
        shutil.rmtree(args.out)
    for language in ("en", "zh"):
        os.makedirs(os.path.join(args.out, language))
    for name in ("site.yml", "glossary.yml"):
        shutil.copyfile(os.path.join(args.shipped, name), os.path.join(args.out, name))
    rng = random.Random(args.seed)
    dense = DenseWriter(os.path.join(args.shipped, "glossary.yml")) if args.shape == "dense" else None
    for index in range(args.pairs):
        if dense:
            en, zh = dense.page_pair(index, args.pairs, rng)
        else:
            en, zh = page_pair(index, args.pairs, rng, figures=args.figures)
        for language, text in (("en", en), ("zh", zh)):
            with open(os.path.join(args.out, language, file_name(index)), "w", encoding="utf-8") as handle:
                handle.write(text)
    if dense:
        # Print what this corpus reproduces next to what it aims at (and, when asked, a
        # fresh measurement of the shipped content): a reader sees at once which density
        # is off. Measuring needs the cmark-gfm command and duet; without them, say so.
        if args.no_measure:
            pass
        elif shutil.which("cmark-gfm") and args.duet:
            columns = [("content/ (DENSE_TARGETS)", DENSE_TARGETS)]
            if args.json:
                columns.append(("content/ now", measure(args.shipped, args.duet)))
            generated = measure(args.out, args.duet)
            columns.append((f"generated, {args.pairs} pairs", generated))
            print(density_table(columns), file=sys.stderr)
            if args.json:
                with open(args.json, "w") as handle:
                    json.dump(dict(columns), handle, indent=2)
        else:
            print("bench-corpus: cmark-gfm or duet not found; densities not measured", file=sys.stderr)


if __name__ == "__main__":
    main()
