window.DUET_SEARCH_INDEX = {"lang":"en","documents":417,"shards":[
{"file":"search-index.0.js","docs":6},
{"file":"search-index.reference.js","docs":411}
]};
