#!/usr/bin/env python3
"""Writes a synthetic bilingual Duet content folder for the benchmark.

    scripts/bench-corpus.py --pairs 1000 --out .build/bench/corpus-1000 [--seed 7]

The corpus is a function of (pairs, seed) only: the same arguments always give the same
bytes, so timings from different machines or commits compare the same work.

Every page pair is realistic enough to exercise the whole build: YAML front matter,
`##`/`###` headings, English and Chinese paragraphs of varied length made of aligned
sentence pairs that use glossary terms with their preferred Chinese, API symbols as code
spans, lists, a plain table, a table checked against the model, a generated model table,
Swift listings whose comments are translated, and links to other pages' headings.
The output passes `duet check` (a test keeps it that way); `site.yml` and `glossary.yml`
are copied from the shipped content so the terminology rules are the real ones.
"""

import argparse
import os
import random
import shutil

# Aligned sentence pairs. Every English glossary term has its preferred Chinese term in
# the same pair, and both sides carry the same code spans, so any mix of pairs is valid.
SENTENCES = [
    ("Every view controller has a `traitCollection` that describes its environment.",
     "每个视图控制器都有一个描述其环境的 `traitCollection`。"),
    ("A size class is either compact or regular in each dimension.",
     "尺寸类在每个维度上要么是紧凑，要么是常规。"),
    ("UIKit calls `traitCollectionDidChange(_:)` after the trait collection changes.",
     "特征集合改变之后，UIKit 会调用 `traitCollectionDidChange(_:)`。"),
    ("Before a rotation, UIKit calls `viewWillTransition(to:with:)` with the new size.",
     "在旋转之前，UIKit 会用新的尺寸调用 `viewWillTransition(to:with:)`。"),
    ("Call `present(_:animated:completion:)` to start a presentation.",
     "调用 `present(_:animated:completion:)` 开始一次呈现。"),
    ("Set `modalPresentationStyle` before the call, because UIKit reads it when the presentation starts.",
     "请在调用之前设置 `modalPresentationStyle`，因为 UIKit 在呈现开始时读取它。"),
    ("In a compact width, a `.popover` adapts to `.fullScreen` unless the delegate returns `.none`.",
     "在紧凑宽度下，除非代理返回 `.none`，否则 `.popover` 会适配为 `.fullScreen`。"),
    ("The presentation controller asks its delegate through `adaptivePresentationStyle(for:traitCollection:)`.",
     "呈现控制器通过 `adaptivePresentationStyle(for:traitCollection:)` 询问它的代理。"),
    ("A popover needs a `sourceView` and a `sourceRect`, or a bar button item, as its anchor.",
     "弹出框需要一个 `sourceView` 和一个 `sourceRect`，或者一个栏按钮项，作为它的锚点。"),
    ("The `.overFullScreen` style keeps the presenting views underneath.",
     "`.overFullScreen` 样式会保留下面的呈现方视图。"),
    ("Use `dismiss(animated:completion:)` to close what was presented.",
     "使用 `dismiss(animated:completion:)` 关闭被呈现的内容。"),
    ("A segue calls `prepare(for:sender:)` on its source before the transition.",
     "segue 会在转场之前调用源控制器的 `prepare(for:sender:)`。"),
    ("Return `false` from `shouldPerformSegue(withIdentifier:sender:)` to cancel a segue.",
     "从 `shouldPerformSegue(withIdentifier:sender:)` 返回 `false` 可以取消一个 segue。"),
    ("An animator implements `animateTransition(using:)` and `transitionDuration(using:)`.",
     "动画器实现 `animateTransition(using:)` 和 `transitionDuration(using:)`。"),
    ("When the animation ends, the animator must call `completeTransition(_:)` exactly once.",
     "动画结束时，动画器必须恰好调用一次 `completeTransition(_:)`。"),
    ("The transitioning delegate is stored in `transitioningDelegate`.",
     "转场代理保存在 `transitioningDelegate` 中。"),
    ("A container view controller calls `addChild(_:)` before it adds the child's view.",
     "容器视图控制器在添加子视图控制器的视图之前调用 `addChild(_:)`。"),
    ("After the view is in place, the container calls `didMove(toParent:)` on the child view controller.",
     "视图就位之后，容器视图控制器会对子视图控制器调用 `didMove(toParent:)`。"),
    ("Every iPad that runs an app full screen is regular in both dimensions.",
     "每一台全屏运行应用的 iPad 在两个维度上都是常规。"),
    ("In landscape, only the largest iPhone models become horizontally regular.",
     "在横屏时，只有最大的 iPhone 机型会变为水平常规。"),
    ("In portrait, every iPhone is vertically regular and horizontally compact.",
     "在竖屏时，每一款 iPhone 都是垂直常规、水平紧凑。"),
    ("The `preferredContentSize` of the presented controller sizes a `.formSheet`.",
     "被呈现控制器的 `preferredContentSize` 决定 `.formSheet` 的大小。"),
    ("Read `presentingViewController` to find the controller that really presents.",
     "读取 `presentingViewController` 可以找到真正发起呈现的控制器。"),
    ("This rule has held since iOS 8 and still holds today.",
     "这条规则从 iOS 8 起一直成立，今天仍然成立。"),
    ("The example below shows the usual order of calls.",
     "下面的例子展示了通常的调用顺序。"),
    ("Nothing in this step depends on the device.",
     "这一步中没有任何内容取决于设备。"),
]

HEADINGS = [
    ("Overview", "概述"),
    ("How It Works", "工作原理"),
    ("The Order of Calls", "调用顺序"),
    ("Adapting to the Environment", "适应环境"),
    ("Common Mistakes", "常见错误"),
    ("A Worked Example", "一个完整的例子"),
    ("Edge Cases", "边界情况"),
    ("Testing the Behaviour", "测试这一行为"),
    ("Further Details", "更多细节"),
    ("Summary of the Rules", "规则小结"),
]
SUBHEADINGS = [
    ("On iPhone", "在 iPhone 上"),
    ("On iPad", "在 iPad 上"),
    ("Before iOS 13", "iOS 13 之前"),
    ("Since iOS 13", "iOS 13 及以后"),
]

TOPICS = ["traits", "presentations", "popovers", "segues", "animators", "containers", "rotation", "sheets"]
TOPIC_TITLES = {
    "traits": ("Traits in Practice", "实践中的特征"),
    "presentations": ("Presenting Content", "呈现内容"),
    "popovers": ("Working with Popovers", "使用弹出框"),
    "segues": ("Segues Step by Step", "逐步了解 segue"),
    "animators": ("Writing an Animator", "编写动画器"),
    "containers": ("Building a Container", "构建容器视图控制器"),
    "rotation": ("Handling Rotation", "处理旋转"),
    "sheets": ("Sheets and Their Sizes", "表单及其大小"),
}

# A table the build checks cell by cell against the model (`size-classes-by-device`).
CHECKED_TABLE_EN = """<!-- duet:table size-classes-by-device -->
| Device | Portrait | Landscape |
|---|---|---|
| iPad (all), iPad mini | Vertical: regular, horizontal: regular | Vertical: regular, horizontal: regular |
| iPhone 6 Plus | Vertical: regular, horizontal: compact | Vertical: compact, horizontal: regular |
| iPhone 6 | Vertical: regular, horizontal: compact | Vertical: compact, horizontal: compact |
| iPhone 5s, iPhone 5c, iPhone 5 | Vertical: regular, horizontal: compact | Vertical: compact, horizontal: compact |
| iPhone 4s | Vertical: regular, horizontal: compact | Vertical: compact, horizontal: compact |"""
CHECKED_TABLE_ZH = """<!-- duet:table size-classes-by-device -->
| 设备 | 竖屏 | 横屏 |
|---|---|---|
| iPad（所有机型）、iPad mini | 垂直：常规，水平：常规 | 垂直：常规，水平：常规 |
| iPhone 6 Plus | 垂直：常规，水平：紧凑 | 垂直：紧凑，水平：常规 |
| iPhone 6 | 垂直：常规，水平：紧凑 | 垂直：紧凑，水平：紧凑 |
| iPhone 5s、iPhone 5c、iPhone 5 | 垂直：常规，水平：紧凑 | 垂直：紧凑，水平：紧凑 |
| iPhone 4s | 垂直：常规，水平：紧凑 | 垂直：紧凑，水平：紧凑 |"""

PLAIN_TABLE_EN = """| Step | Method |
|---|---|
| Prepare | `prepare(for:sender:)` |
| Present | `present(_:animated:completion:)` |
| Dismiss | `dismiss(animated:completion:)` |"""
PLAIN_TABLE_ZH = """| 步骤 | 方法 |
|---|---|
| 准备 | `prepare(for:sender:)` |
| 呈现 | `present(_:animated:completion:)` |
| 关闭 | `dismiss(animated:completion:)` |"""

SWIFT_LISTINGS = [
    ("""final class {name}: UIViewController {{
    override func traitCollectionDidChange(_ previous: UITraitCollection?) {{
        super.traitCollectionDidChange(previous)
        {comment}
        let compact = traitCollection.horizontalSizeClass == .compact
        stack.axis = compact ? .vertical : .horizontal
    }}
}}""", "// Stack the panels when the width is compact.", "// 宽度紧凑时，把面板竖着排列。"),
    ("""func show{name}(from button: UIBarButtonItem) {{
    let controller = {name}()
    controller.modalPresentationStyle = .popover
    {comment}
    controller.popoverPresentationController?.barButtonItem = button
    present(controller, animated: true)
}}""", "// Anchor the popover to the button that was tapped.", "// 把弹出框锚定到被点按的按钮上。"),
    ("""override func prepare(for segue: UIStoryboardSegue, sender: Any?) {{
    {comment}
    if let detail = segue.destination as? {name} {{
        detail.item = selectedItem
    }}
}}""", "// Hand the selection to the next screen.", "// 把选中的项目交给下一个界面。"),
]


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
                  f"另见[第 {target} 章的概述]({file_name(target)}#overview)。")
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
        block("## Size Classes by Device", "## 各设备的尺寸类")
        block("The table below lists the size classes of each device in both orientations.",
              "下表列出了每种设备在两个方向上的尺寸类。")
        block(CHECKED_TABLE_EN, CHECKED_TABLE_ZH)
    if index % 10 == 5:
        block("```duet-table presentation-adaptation\n```", "```duet-table presentation-adaptation\n```")
        if figures:
            # The figure variant (bench.py --figures): one model figure with its caption.
            figure = FIGURES[(index // 10) % len(FIGURES)]
            block(f"```duet-figure {figure}\nThe figure {figure}, drawn from the model\n```",
                  f"```duet-figure {figure}\n由模型绘制的图 {figure}\n```")

    summary = paragraph(rng, 1, 1)
    def document(title, summary_text, blocks):
        matter = f"---\ntitle: {title}\nsummary: {summary_text}\n---\n\n"
        return matter + "\n\n".join(blocks) + "\n"
    return document(title_en, summary[0].replace("`", ""), en), document(title_zh, summary[1].replace("`", ""), zh)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--pairs", type=int, required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--shipped", default="content", help="content folder to take site.yml and glossary.yml from")
    parser.add_argument("--figures", action="store_true", help="also place a model figure on every tenth page")
    args = parser.parse_args()

    if os.path.exists(args.out):
        shutil.rmtree(args.out)
    for language in ("en", "zh"):
        os.makedirs(os.path.join(args.out, language))
    for name in ("site.yml", "glossary.yml"):
        shutil.copyfile(os.path.join(args.shipped, name), os.path.join(args.out, name))
    rng = random.Random(args.seed)
    for index in range(args.pairs):
        en, zh = page_pair(index, args.pairs, rng, figures=args.figures)
        for language, text in (("en", en), ("zh", zh)):
            with open(os.path.join(args.out, language, file_name(index)), "w", encoding="utf-8") as handle:
                handle.write(text)


if __name__ == "__main__":
    main()
