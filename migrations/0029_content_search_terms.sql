-- Every word of the other texts the site search reads (articles, playlists, resources), as their full-text indexes'
-- tokenizer cuts them: a search word that matches nothing is compared with these words and with the events'
-- (event_search_terms, migrations/0020) to find the word the visitor meant (docs/decisions/029-typo-tolerant-search.md).
-- A table of their own, read by primary key: FTS5's vocabulary tables answer the same questions three times slower.
-- Read once from the indexes themselves, through fts5vocab, as 0020 lists the events' words; the seed and the test
-- factories add the words of the texts they write.
CREATE TABLE content_search_terms (term TEXT PRIMARY KEY) WITHOUT ROWID;
CREATE VIRTUAL TABLE article_words_scratch USING fts5vocab (articles_fts, 'row');
CREATE VIRTUAL TABLE playlist_words_scratch USING fts5vocab (playlists_fts, 'row');
CREATE VIRTUAL TABLE resource_words_scratch USING fts5vocab (resources_fts, 'row');
INSERT OR IGNORE INTO content_search_terms (term)
SELECT term FROM article_words_scratch UNION SELECT term FROM playlist_words_scratch UNION SELECT term FROM resource_words_scratch;
DROP TABLE article_words_scratch;
DROP TABLE playlist_words_scratch;
DROP TABLE resource_words_scratch;
