window.DUET_INTERFACE = {
"en":{"text":{"copy":"Copy","copied":"Copied","copyLink":"Link copied","searchEmpty":"Nothing found.","searchUnavailable":"The search index could not be loaded.","searchCount":"{results} results on {pages} pages","searchCountOne":"1 result","searchShowAll":"Show all {results} results","searchVariant":"Showing results for {query}"}},
"zh":{"text":{"copy":"复制","copied":"已复制","copyLink":"链接已复制","searchEmpty":"没有找到相关内容。","searchUnavailable":"无法载入搜索索引。","searchCount":"{pages} 个页面中共 {results} 条结果","searchCountOne":"1 条结果","searchShowAll":"显示全部 {results} 条结果","searchVariant":"显示的是“{query}”的结果"}}
};
