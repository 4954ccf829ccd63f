(window.DUET_SEARCH_SHARDS = window.DUET_SEARCH_SHARDS || {})["search-index.0.js"] = {"lang":"en",
"pages":[
["Traits","traits/index.html"],
["Presentations","presenting/index.html"],
["Only in English","only-english/index.html"]
],
"docs":[
[0,"","","What a trait collection holds. A view controller reads its traitCollection to learn the size classes."],
[0,"Size Classes","size-classes","Device Portrait iPhone 6 compact See presentations and sizes."],
[0,"Overrides","overrides","A container may override a child. Checked item with old text."],
[1,"","","Presenting shows a view controller modally."],
[1,"Popovers","popovers","A popover adapts in a compact width."],
[2,"","","This page has no translation yet."]
],
"terms":"adapt check child class collection compact container controller device english hold iphone item learn may modally no old only override page phone popover portrait present presentation read see show size text trait traitcollection translation view what width yet",
"postings":"1t;x;x;1,k;2;h,1d;x;1,1d;h;2g;1;h;x;1;x;1d;29;x;2g;11;29;h;1x;h;1d;h,14;1;h;1d;1,l;x;a;1;29;1,1d;1;1t;29"};
