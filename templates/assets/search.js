// Duet search. The index is built with the site (Sources/DuetSite/Search) in shards of
// consecutive pages (SearchShards.swift) and loaded on first use: <lang>/search-index.js
// lists the shards, each a script beside it, and the shards are joined into one index.
// Scripts rather than fetched JSON, so search works from file:// as well as from any
// base path.
//
// `tokenize` must give exactly the terms SearchTokenizer.tokens gives in Swift; the test
// suite runs both on the same inputs (Tests/DuetSiteTests/Search/TokenizerParityTests).
(function (global) {
  "use strict";

  var STOP_WORDS = {};
  ["a", "an", "and", "are", "as", "at", "be", "by", "for", "from", "has", "have", "in", "is", "it", "its",
   "of", "on", "or", "that", "the", "this", "to", "was", "were", "which", "with", "when", "will"
  ].forEach(function (word) { STOP_WORDS[word] = true; });

  function isUpper(c) { return c >= "A" && c <= "Z"; }
  function isDigit(c) { return c >= "0" && c <= "9"; }
  function isLatin(c) { return (c >= "a" && c <= "z") || isUpper(c) || isDigit(c); }
  function isHan(code) {
    return (code >= 0x3400 && code <= 0x4DBF) || (code >= 0x4E00 && code <= 0x9FFF) ||
      (code >= 0xF900 && code <= 0xFAFF) || (code >= 0x20000 && code <= 0x2FFFF);
  }
  function lower(chars) {
    return chars.map(function (c) { return isUpper(c) ? String.fromCharCode(c.charCodeAt(0) + 32) : c; }).join("");
  }
  function endsWith(word, suffix) {
    return word.length >= suffix.length && word.slice(word.length - suffix.length) === suffix;
  }

  function stem(word) {
    var w = word;
    if (w.length > 4 && endsWith(w, "ies")) w = w.slice(0, -3) + "y";
    else if (endsWith(w, "sses")) w = w.slice(0, -2);
    else if (w.length > 3 && endsWith(w, "s") && !endsWith(w, "ss") && !endsWith(w, "us") && !endsWith(w, "is")) w = w.slice(0, -1);
    if (w.length - 3 >= 4 && endsWith(w, "ing")) w = w.slice(0, -3);
    else if (w.length - 2 >= 4 && endsWith(w, "ed")) w = w.slice(0, -2);
    return w;
  }

  function normalizedWord(word) {
    if (word.length < 2 || STOP_WORDS[word] === true) return null;
    return stem(word);
  }

  function camelParts(run) {
    var parts = [], current = [];
    for (var i = 0; i < run.length; i++) {
      var c = run[i];
      if (current.length > 0) {
        var previous = current[current.length - 1];
        var next = i + 1 < run.length ? run[i + 1] : null;
        var split = (isUpper(c) && !isUpper(previous) && !isDigit(previous)) ||
          (isUpper(c) && isDigit(previous)) ||
          (isUpper(c) && isUpper(previous) && next !== null && !isUpper(next) && !isDigit(next)) ||
          (isDigit(c) !== isDigit(previous));
        if (split) { parts.push(current); current = []; }
      }
      current.push(c);
    }
    if (current.length > 0) parts.push(current);
    return parts;
  }

  function wordTokens(run) {
    var parts = camelParts(run), result = [], word;
    if (parts.length === 1) {
      word = normalizedWord(lower(run));
      return word === null ? [] : [word];
    }
    var whole = lower(run);
    if (whole.length >= 2) result.push(whole);
    parts.forEach(function (part) {
      word = normalizedWord(lower(part));
      if (word !== null) result.push(word);
    });
    return result;
  }

  function hanTokens(run) {
    if (run.length === 1) return [run[0]];
    var result = [];
    for (var i = 0; i + 1 < run.length; i++) result.push(run[i] + run[i + 1]);
    return result;
  }

  // Splits text into search terms: see SearchTokenizer.swift for the rules.
  function tokenize(text) {
    var result = [], latin = [], han = [];
    function flushLatin() { if (latin.length) { result = result.concat(wordTokens(latin)); latin = []; } }
    function flushHan() { if (han.length) { result = result.concat(hanTokens(han)); han = []; } }
    for (var ch of String(text)) {
      var code = ch.codePointAt(0);
      if (code >= 0xFF01 && code <= 0xFF5E) { code -= 0xFEE0; ch = String.fromCharCode(code); }
      if (isLatin(ch)) { flushHan(); latin.push(ch); }
      else if (isHan(code)) { flushLatin(); han.push(ch); }
      else { flushLatin(); flushHan(); }
    }
    flushLatin();
    flushHan();
    return result;
  }

  function uniqueTerms(query) {
    var seen = {}, terms = [];
    tokenize(query).forEach(function (term) { if (!seen[term]) { seen[term] = true; terms.push(term); } });
    return terms;
  }

  // Whether `b` is `a` with one letter inserted, deleted, replaced, or two neighbouring
  // letters swapped (Damerau's four one-letter typos).
  function oneEditApart(a, b) {
    if (a === b || Math.abs(a.length - b.length) > 1) return false;
    var i = 0;
    while (i < a.length && i < b.length && a[i] === b[i]) i++;
    if (a.length === b.length) {
      if (a.slice(i + 1) === b.slice(i + 1)) return true;
      return i + 1 < a.length && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
    }
    return a.length < b.length ? a.slice(i) === b.slice(i + 1) : a.slice(i + 1) === b.slice(i);
  }

  // Traditional characters folded to simplified, from `pairs` (assets/search-fold.js,
  // generated from OpenCC's TSCharacters by scripts/generate-search-folding.sh): each
  // traditional character followed by its simplified form.
  function foldTable(pairs) {
    if (!pairs) return null;
    if (foldTable.cache && foldTable.cache.pairs === pairs) return foldTable.cache.table;
    var chars = Array.from(pairs), table = Object.create(null);
    for (var i = 0; i + 1 < chars.length; i += 2) table[chars[i]] = chars[i + 1];
    foldTable.cache = { pairs: pairs, table: table };
    return table;
  }
  function fold(text, pairs) {
    var table = foldTable(pairs);
    if (!table) return String(text);
    return Array.from(String(text)).map(function (c) { return table[c] || c; }).join("");
  }

  // The queries to run for what the reader typed: the query itself (folded to simplified
  // characters) and, for each glossary term it names in any accepted, forbidden or
  // English form (`groups`: assets of search-synonyms.js, [en, zh, other forms…]), the
  // same query with the preferred English and the preferred Chinese term in its place.
  // Latin forms match whole words; at most 12 queries.
  function expandQuery(query, groups, pairs) {
    var folded = fold(query, pairs), base = folded.toLowerCase(), queries = [folded];
    if (!groups) return queries;
    var forms = [];
    groups.forEach(function (group) {
      group.forEach(function (form) { forms.push({ form: form.toLowerCase(), group: group }); });
    });
    forms.sort(function (a, b) { return b.form.length - a.form.length; });
    var taken = [];
    function free(start, end) {
      return taken.every(function (span) { return end <= span[0] || start >= span[1]; });
    }
    function boundary(text, at) { return at < 0 || at >= text.length || !/[0-9a-z_]/.test(text[at]); }
    var found = [];
    forms.forEach(function (entry) {
      var from = 0, at;
      while (entry.form && (at = base.indexOf(entry.form, from)) >= 0) {
        var end = at + entry.form.length, latin = /[a-z]/.test(entry.form);
        if (free(at, end) && (!latin || (boundary(base, at - 1) && boundary(base, end)))) {
          taken.push([at, end]);
          found.push(entry);
        }
        from = at + 1;
      }
    });
    found.slice(0, 3).forEach(function (entry) {
      queries.slice().forEach(function (q) {
        [entry.group[0], entry.group[1]].forEach(function (preferred) {
          var replaced = q.toLowerCase().split(entry.form).join(preferred.toLowerCase());
          if (queries.indexOf(replaced) < 0 && queries.length < 12) queries.push(replaced);
        });
      });
    });
    return queries;
  }

  // What the index answers for a query it does not hold as typed: each Latin word that is
  // not in the index, written as two indexed words ("sizeclass" → "size class",
  // "viewcontroller" → "view controller"), else corrected to the indexed word one typo
  // away with the most documents ("presentaton" → "presentation"). Returns the query as
  // searched, or null when every word is in the index (or nothing better is found).
  function reinterpret(raw, query) {
    var index = prepare(raw), changed = false;
    var known = function (word) { var t = normalizedWord(word); return t !== null && !!index.terms[t]; };
    var words = String(query).split(/(\s+)/).map(function (word) {
      var lower = word.toLowerCase();
      if (!/^[a-z]{4,}$/.test(lower) || known(lower)) return word;
      // A word still being typed is matched by its prefix (postingsFor), not corrected.
      if (Object.keys(index.terms).some(function (term) { return term.indexOf(lower) === 0; })) return word;
      var apart = twoWords(lower, known);
      if (apart) { changed = true; return apart; }
      var best = null, most = 0;
      Object.keys(index.terms).forEach(function (candidate) {
        if (/^[a-z]+$/.test(candidate) && oneEditApart(lower, candidate) && index.terms[candidate].length > most) {
          best = candidate; most = index.terms[candidate].length;
        }
      });
      if (best) { changed = true; return best; }
      return word;
    });
    return changed ? words.join("") : null;
  }

  // The preferred spelling the reader's words stand for, when they typed another accepted,
  // forbidden or English form of a glossary term: the first other query of `expandQuery`
  // in the page's language's script, or null.
  // A query whose every word the text holds as typed ("animated", "presented") is not
  // rewritten: the reader typed a word that exists, and the results are for it.
  function crossSpelling(query, groups, pairs, chinese, raw) {
    if (raw && typedWordsExist(raw, query)) return null;
    var queries = expandQuery(query, groups, pairs);
    for (var i = 1; i < queries.length; i++) {
      if (/[\u3400-\u9fff]/.test(queries[i]) === chinese && queries[i] !== queries[0].toLowerCase()) return queries[i];
    }
    return null;
  }

  // Whether the query is Latin words only and the index holds each of them.
  function typedWordsExist(raw, query) {
    var index = prepare(raw), words = String(query).toLowerCase().split(/[^0-9a-z]+/).filter(Boolean);
    if (words.length === 0 || /[\u3400-\u9fff]/.test(query)) return false;
    return words.every(function (word) { var term = normalizedWord(word); return term === null || !!index.terms[term]; });
  }

  // Every query of `expandQuery` searched, results joined by address with the best
  // score of each, best first by `rank`; a query the index does not hold as typed is
  // searched as `reinterpret` writes it, and words written together as `splitJoined`
  // writes them, too.
  function searchAll(raw, query, groups, pairs) {
    var best = Object.create(null), order = [];
    var queries = expandQuery(query, groups, pairs);
    var again = reinterpret(raw, query);
    if (again) queries = queries.concat(expandQuery(again, groups, pairs));
    var apart = splitJoined(raw, query);
    if (apart && queries.indexOf(apart) < 0) queries.push(apart);
    var related = relatedForm(raw, again || query);
    queries.map(function (q) { return [q, 1]; }).concat(related ? [[related, 0.8]] : []).forEach(function (entry) {
      search(raw, entry[0]).forEach(function (result) {
        result.score *= entry[1];
        var known = best[result.url];
        if (!known) { best[result.url] = result; order.push(result.url); }
        else if (result.score > known.score) best[result.url] = result;
      });
    });
    var results = order.map(function (url) { return best[url]; });
    rank(results, again || query);
    return results.sort(function (a, b) { return (a.glossary - b.glossary) || b.rank - a.rank || b.score - a.score; });
  }

  // The query with a noun of action written as its verb ("presentation" → "present",
  // "adaptation" → "adapt"): the stemmer keeps the two apart, yet a reader who types the
  // noun wants the sections about presenting too. Null when no word has such a form.
  function relatedForm(raw, query) {
    var index = prepare(raw), changed = false;
    var words = String(query).split(/(\s+)/).map(function (word) {
      var lower = word.toLowerCase(), match = /^([a-z]{4,}?)(?:ation|ations)$/.exec(lower);
      if (!match || !index.terms[match[1]]) return word;
      changed = true;
      return match[1];
    });
    return changed ? words.join("") : null;
  }

  // A name as compared with a heading: letters and digits only, lower case.
  function bareName(text) { return String(text).toLowerCase().replace(/[^0-9a-z\u3400-\u9fff]+/g, ""); }

  // The order a reader expects on top of the words' scores (`rank` of each result):
  // the entry of the exact name typed first (UISplitViewController before its members,
  // whose entries come next), a section whose heading or page title holds every word of
  // the query above one whose text does, and the glossary's short definitions below the
  // chapters and reference entries that explain the same words.
  function rank(results, query) {
    // A name is typed without spaces; "presentation controller" is words, not the
    // property presentationController.
    var name = /\s/.test(String(query).trim()) ? "" : bareName(query), terms = uniqueTerms(query);
    var holdsAll = function (text) {
      var own = {};
      tokenize(text).forEach(function (term) { own[term] = true; });
      return terms.length > 0 && terms.every(function (term) { return own[term] === true; });
    };
    results.forEach(function (result) {
      var heading = String(result.heading || ""), factor = 1;
      var headingName = bareName(heading.replace(/\(.*\)$/, ""));
      if (name.length >= 3 && bareName(heading) === name) factor *= 4;
      else if (name.length >= 6 && headingName.indexOf(name) === 0 && /^[^(]*\./.test(heading)) factor *= 2;
      else if (holdsAll(heading)) factor *= 1.5;
      else if (holdsAll(result.page)) factor *= 1.3;
      // The chapter the query names: its address is the word typed ("presentations" for
      // presentation), the page an author gave that name to.
      var folder = result.url.split("#")[0].replace(/\/index\.html$/, "").split("/").pop();
      if (name.length >= 4 && !/^reference\//.test(result.url) && (folder === name || folder === name + "s")) factor *= 1.6;
      result.rank = result.score * factor;
    });
    // A page that answers the query in several sections is the better page to start at:
    // each result gains a little of its page's next best results.
    var pages = Object.create(null);
    results.forEach(function (result) {
      var key = result.url.split("#")[0];
      (pages[key] = pages[key] || []).push(result.rank);
    });
    Object.keys(pages).forEach(function (key) {
      pages[key] = pages[key].sort(function (a, b) { return b - a; }).slice(0, 5).reduce(function (sum, value) { return sum + value; }, 0);
    });
    results.forEach(function (result) {
      var key = result.url.split("#")[0];
      result.rank += 0.15 * Math.max(0, pages[key] - result.rank);
      // The glossary's short definitions follow every chapter and reference section.
      result.glossary = /^glossary\//.test(result.url);
    });
  }

  // A lower-case word as two indexed words of at least three letters ("sizeclass" →
  // "size class"), the longest first word that works; null when there is none.
  function twoWords(lower, known) {
    for (var i = lower.length - 3; i >= 3; i--) {
      var a = lower.slice(0, i), b = lower.slice(i);
      if (known(a) && known(b)) return a + " " + b;
    }
    return null;
  }

  // The query with one Latin word written together ("viewcontroller", "splitview") as
  // the indexed words it is made of ("view controller"), searched beside the query as
  // typed even when the joined word is itself indexed (as part of a longer name), since
  // the reader means the words; null when no such word.
  function splitJoined(raw, query) {
    var index = prepare(raw), changed = false;
    var known = function (word) { var t = normalizedWord(word); return t !== null && !!index.terms[t]; };
    var words = String(query).split(/(\s+)/).map(function (word) {
      var lower = word.toLowerCase();
      var apart = /^[a-z]{7,}$/.test(lower) ? twoWords(lower, known) : null;
      if (apart) changed = true;
      return apart || word;
    });
    return changed ? words.join("") : null;
  }

  // Results grouped by page, pages in the order of their best result, each page's
  // results best first: [{ page, results }].
  function groupByPage(results) {
    var groups = [], byPage = Object.create(null);
    results.forEach(function (result) {
      var key = result.url.split("#")[0];
      var group = byPage[key];
      if (!group) { group = byPage[key] = { page: result.page, url: key, results: [] }; groups.push(group); }
      group.results.push(result);
    });
    return groups;
  }

  // Postings of one query term: the exact term; unless `exactOnly`, for a single
  // Chinese character every term containing it, and for the last Latin term (still
  // being typed) every term it begins, at half weight.
  function postingsFor(index, term, isLast, exactOnly) {
    var lists = [], exact = index.terms[term];
    if (exact) lists.push({ list: exact, factor: 1 });
    var single = !exactOnly && Array.from(term).length === 1 && isHan(term.codePointAt(0));
    var prefix = !exactOnly && isLast && !single && isLatin(term.charAt(0)) && term.length >= 2;
    if (single || prefix) {
      Object.keys(index.terms).forEach(function (candidate) {
        if (candidate === term) return;
        if ((single && candidate.indexOf(term) >= 0) || (prefix && candidate.indexOf(term) === 0)) {
          lists.push({ list: index.terms[candidate], factor: single ? 1 : 0.5 });
        }
      });
    }
    // A one-letter typo in an English word (colection, trait colletcion): when the word
    // itself is not in the index, every indexed word one edit away stands in for it.
    if (!exactOnly && lists.length === 0 && term.length >= 4 && /^[a-z]+$/.test(term)) {
      Object.keys(index.terms).forEach(function (candidate) {
        if (oneEditApart(term, candidate)) lists.push({ list: index.terms[candidate], factor: 0.5 });
      });
    }
    var best = {};
    lists.forEach(function (entry) {
      for (var i = 0; i < entry.list.length; i += 2) {
        var weight = entry.list[i + 1] * entry.factor;
        if (!(best[entry.list[i]] >= weight)) best[entry.list[i]] = weight;
      }
    });
    return best;
  }

  // Joins shards into one index, in the order given: each shard is written by
  // SearchIndex.json with its own pages and documents numbered from 0 (`terms` separated
  // by spaces, `postings` per term separated by ";", numbers in base 36 separated by ",",
  // each (document - previous document) * 16 + weight). Documents are renumbered after
  // those of the shards before, so every term's list stays in document order and the
  // result is the index of all documents at once.
  function merge(shards) {
    // No prototype, so terms such as "constructor" are plain keys.
    var pages = [], docs = [], terms = Object.create(null);
    shards.forEach(function (raw) {
      var firstDoc = docs.length, firstPage = pages.length;
      raw.pages.forEach(function (page) { pages.push(page); });
      raw.docs.forEach(function (doc) { docs.push([doc[0] + firstPage, doc[1], doc[2], doc[3]]); });
      var names = raw.terms ? raw.terms.split(" ") : [], lists = raw.postings.split(";");
      names.forEach(function (term, position) {
        var packed = lists[position].split(","), list = terms[term], doc = firstDoc;
        if (!list) { list = []; terms[term] = list; }
        for (var i = 0; i < packed.length; i++) {
          var number = parseInt(packed[i], 36);
          doc += Math.floor(number / 16);
          list.push(doc, number % 16);
        }
      });
    });
    return { pages: pages, docs: docs, terms: terms, prepared: true };
  }

  // An index ready to search: one already merged, or a single shard.
  function prepare(index) {
    if (index.prepared === true) return index;
    if (!index.merged) index.merged = merge([index]);
    return index.merged;
  }

  // Documents containing every term, best first, with the same score as
  // SearchIndex.search in Swift: sum of weight x ln(1 + N / df). With `exactOnly`, the
  // query's terms are matched exactly, as SearchIndex.search does, so tests can compare.
  function search(raw, query, exactOnly) {
    var index = prepare(raw), terms = uniqueTerms(query);
    if (terms.length === 0) return [];
    var scores = null, n = index.docs.length;
    terms.forEach(function (term, position) {
      var found = postingsFor(index, term, position === terms.length - 1, exactOnly === true);
      var ids = Object.keys(found);
      var idf = Math.log(1 + n / Math.max(ids.length, 1));
      var next = {};
      ids.forEach(function (id) {
        if (scores === null || scores[id] !== undefined) next[id] = (scores === null ? 0 : scores[id]) + found[id] * idf;
      });
      scores = next;
    });
    return Object.keys(scores).map(Number).sort(function (a, b) {
      return scores[b] - scores[a] || a - b;
    }).map(function (id) {
      var doc = index.docs[id], page = index.pages[doc[0]];
      return { page: page[0], heading: doc[1], url: page[1] + (doc[2] ? "#" + doc[2] : ""), excerpt: doc[3], score: scores[id] };
    });
  }

  // The words to mark in a result: the query's Latin words and Chinese runs as typed,
  // and each Chinese bigram, so a partial match is marked too.
  function highlightWords(query) {
    var words = [];
    String(query).split(/[^0-9A-Za-z\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF]+/).forEach(function (word) {
      if (!word) return;
      words.push(word.toLowerCase());
      var chars = Array.from(word);
      if (chars.length > 2 && isHan(word.codePointAt(0))) {
        for (var i = 0; i + 1 < chars.length; i++) words.push(chars[i] + chars[i + 1]);
      }
    });
    return words;
  }

  // Appends `text` to `parent` with every occurrence of `words` in <mark>, built from
  // text nodes so nothing in the index is ever parsed as HTML.
  function appendMarked(parent, text, words) {
    var lowerText = text.toLowerCase(), position = 0;
    while (position < text.length) {
      var best = -1, length = 0;
      words.forEach(function (word) {
        var at = lowerText.indexOf(word, position);
        if (at >= 0 && (best < 0 || at < best || (at === best && word.length > length))) { best = at; length = word.length; }
      });
      if (best < 0) break;
      if (best > position) parent.appendChild(document.createTextNode(text.slice(position, best)));
      var mark = document.createElement("mark");
      mark.textContent = text.slice(best, best + length);
      parent.appendChild(mark);
      position = best + length;
    }
    if (position < text.length) parent.appendChild(document.createTextNode(text.slice(position)));
  }

  var api = { tokenize: tokenize, stem: stem, merge: merge, search: search, highlightWords: highlightWords,
    oneEditApart: oneEditApart, fold: fold, expandQuery: expandQuery, searchAll: searchAll, groupByPage: groupByPage,
    reinterpret: reinterpret, crossSpelling: crossSpelling, splitJoined: splitJoined, rank: rank };
  if (typeof module !== "undefined" && module.exports) { module.exports = api; return; }
  global.DuetSearch = api;

  var MAX_RESULTS = 12;
  // This script's folder, assets/, read while it runs: the page does not say where the
  // index is (it would in every page); it lies in the page's language folder beside it.
  var script = document.currentScript || document.querySelector("script[src$='search.js']");
  var assets = script ? script.src.replace(/[^\/]*$/, "") : "";

  function start() {
    var input = document.getElementById("search-input");
    var output = document.getElementById("search-results");
    if (!input || !output) return;
    var loading = false, waiting = [], showAll = false;
    var language = document.documentElement.lang.indexOf("zh") === 0 ? "zh" : "en";
    // The language's index, glossary synonyms and result links, and the folding table.
    var folder = new URL("../" + language + "/", assets).href;
    var paths = { index: folder + "search-index.js", synonyms: folder + "search-synonyms.js", fold: assets + "search-fold.js" };
    // The result list's words, written once for the site with the other interface text
    // (the head of assets/duet.js, InterfaceScript.swift): searchEmpty, searchCount, …
    var interfaceText = ((global.DUET_INTERFACE || {})[language] || {}).text || {};
    function say(name, values) {
      return (interfaceText[name] || "").replace(/\{(\w+)\}/g, function (_, key) { return String(values[key]); });
    }

    // The entry point (search-index.js) lists the shards; each shard is a script that
    // registers itself in DUET_SEARCH_SHARDS under its file name. Script elements load
    // from file:// too, where fetching JSON is not allowed. The glossary's synonyms and
    // the traditional-to-simplified table load beside them; search works without them.
    var index = null;

    function loadScript(src, onload, optional) {
      var script = document.createElement("script");
      script.src = src;
      script.onload = onload;
      script.onerror = optional ? onload : function () {
        loading = false;
        output.hidden = false;
        output.textContent = say("searchUnavailable", {});
      };
      document.head.appendChild(script);
    }

    function ready() {
      var entry = global.DUET_SEARCH_INDEX, shards = global.DUET_SEARCH_SHARDS || {};
      index = merge(entry.shards.map(function (shard) { return shards[shard.file]; }));
      var callbacks = waiting; waiting = [];
      callbacks.forEach(function (cb) { cb(index); });
    }

    function loadShards(done) {
      var entry = global.DUET_SEARCH_INDEX, shards = global.DUET_SEARCH_SHARDS || {};
      var base = folder;
      var missing = entry.shards.filter(function (shard) { return !shards[shard.file]; });
      var left = missing.length;
      if (left === 0) { done(); return; }
      missing.forEach(function (shard) {
        loadScript(base + shard.file, function () { left -= 1; if (left === 0) done(); });
      });
    }

    function withIndex(callback) {
      if (index) { callback(index); return; }
      waiting.push(callback);
      if (loading) return;
      loading = true;
      var left = 3;
      function part() { left -= 1; if (left === 0) ready(); }
      if (global.DUET_SEARCH_SYNONYMS) part();
      else loadScript(paths.synonyms, part, true);
      if (global.DUET_SEARCH_FOLD) part();
      else loadScript(paths.fold, part, true);
      if (global.DUET_SEARCH_INDEX) loadShards(part);
      else loadScript(paths.index, function () { loadShards(part); });
    }

    // The query stays in the address (?q=), so a search can be shared, bookmarked and
    // survives going back; the section anchor is kept.
    function keepInURL(query) {
      if (!history.replaceState) return;
      var params = new URLSearchParams(location.search);
      if (query.trim()) params.set("q", query); else params.delete("q");
      var search = params.toString();
      // A browser may refuse to change the address of a file:// page; search still works.
      try { history.replaceState(history.state, "", location.pathname + (search ? "?" + search : "") + location.hash); } catch (e) {}
    }

    function resultLink(result, words, base) {
      var item = document.createElement("li"), link = document.createElement("a");
      link.href = base + result.url;
      var where = document.createElement("span");
      where.className = "search-where";
      var section = document.createElement("span");
      section.className = "search-section";
      appendMarked(section, result.heading || result.page, words);
      where.appendChild(section);
      link.appendChild(where);
      if (result.excerpt) {
        var snippet = document.createElement("span");
        snippet.className = "search-snippet";
        appendMarked(snippet, result.excerpt, words);
        link.appendChild(snippet);
      }
      item.appendChild(link);
      return item;
    }

    function render(index, query) {
      output.textContent = "";
      // What the results are for, so a reader's tools (and the tests) can tell them
      // from the results of a query still being typed.
      output.setAttribute("data-query", query);
      if (!query.trim()) { output.hidden = true; return; }
      output.hidden = false;
      var synonyms = global.DUET_SEARCH_SYNONYMS, pairs = global.DUET_SEARCH_FOLD;
      var all = searchAll(index, query, synonyms, pairs);
      if (all.length === 0) {
        var empty = document.createElement("p");
        empty.className = "search-empty";
        empty.textContent = say("searchEmpty", {});
        output.appendChild(empty);
        return;
      }
      var groups = groupByPage(all), counts = Object.create(null);
      groups.forEach(function (group) { counts[group.url] = group.results.length; });
      var shown = groupByPage(showAll ? all : all.slice(0, MAX_RESULTS));
      var words = [];
      var again = reinterpret(index, query);
      var other = again || crossSpelling(query, synonyms, pairs, (document.documentElement.lang || "").indexOf("zh") === 0, index);
      expandQuery(query, synonyms, pairs).concat(again ? expandQuery(again, synonyms, pairs) : []).forEach(function (q) {
        words = words.concat(highlightWords(q));
      });
      // Say what was searched when it is not what was typed: a correction, a word split
      // in two, or the preferred spelling of a term.
      if (other) {
        var variant = document.createElement("p");
        variant.className = "search-variant";
        var parts = say("searchVariant", { query: "\u0000" }).split("\u0000");
        variant.appendChild(document.createTextNode(parts[0] || ""));
        var what = document.createElement("mark");
        what.textContent = other;
        variant.appendChild(what);
        variant.appendChild(document.createTextNode(parts[1] || ""));
        output.appendChild(variant);
      }
      var count = document.createElement("p");
      count.className = "search-count";
      count.textContent = all.length === 1 ? say("searchCountOne", {}) : say("searchCount", { results: all.length, pages: groups.length });
      output.appendChild(count);
      var base = folder, list = document.createElement("ol");
      list.className = "search-groups";
      shown.forEach(function (group) {
        var item = document.createElement("li");
        var title = document.createElement("p");
        title.className = "search-page";
        appendMarked(title, group.page, words);
        var tally = document.createElement("span");
        tally.className = "search-page-count";
        tally.textContent = String(counts[group.url]);
        title.appendChild(document.createTextNode(" "));
        title.appendChild(tally);
        item.appendChild(title);
        var results = document.createElement("ol");
        group.results.forEach(function (result) { results.appendChild(resultLink(result, words, base)); });
        item.appendChild(results);
        list.appendChild(item);
      });
      output.appendChild(list);
      if (!showAll && all.length > MAX_RESULTS) {
        var more = document.createElement("button");
        more.type = "button";
        more.className = "search-show-all";
        more.textContent = say("searchShowAll", { results: all.length });
        more.addEventListener("click", function () {
          showAll = true;
          render(index, input.value);
          var links = output.querySelectorAll("a");
          if (links[MAX_RESULTS]) links[MAX_RESULTS].focus();
        });
        output.appendChild(more);
      }
    }

    function update() {
      var query = input.value;
      showAll = false;
      keepInURL(query);
      withIndex(function (index) { if (input.value === query) render(index, query); });
    }

    function targets() { return Array.prototype.slice.call(output.querySelectorAll("a, button")); }

    input.addEventListener("focus", function () { withIndex(function () {}); });
    input.addEventListener("input", update);
    input.addEventListener("keydown", function (event) {
      if (event.key === "Enter") {
        var first = output.querySelector("a");
        if (first) { event.preventDefault(); first.click(); }
      } else if (event.key === "Escape") {
        input.value = "";
        output.hidden = true;
        output.textContent = "";
        keepInURL("");
      } else if (event.key === "ArrowDown") {
        var link = targets()[0];
        if (link) { event.preventDefault(); link.focus(); }
      }
    });
    output.addEventListener("keydown", function (event) {
      var links = targets();
      var at = links.indexOf(document.activeElement);
      if (at < 0) return;
      if (event.key === "ArrowDown" && at + 1 < links.length) { event.preventDefault(); links[at + 1].focus(); }
      if (event.key === "ArrowUp") { event.preventDefault(); (at > 0 ? links[at - 1] : input).focus(); }
      if (event.key === "Escape") { input.focus(); }
    });
    // A result on the current page only changes the hash: close the list so the section shows.
    output.addEventListener("click", function (event) {
      if (event.target.closest && event.target.closest("a")) { output.hidden = true; }
    });
    // "/" anywhere but in a text field goes to the search box, as on most documentation sites.
    document.addEventListener("keydown", function (event) {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      var target = event.target, tag = target && target.tagName;
      if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || (target && target.isContentEditable)) return;
      event.preventDefault();
      input.focus();
      input.select();
    });
    var fromURL = new URLSearchParams(location.search).get("q");
    if (fromURL && !input.value) input.value = fromURL;
    if (input.value) update();
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})(typeof window !== "undefined" ? window : this);
