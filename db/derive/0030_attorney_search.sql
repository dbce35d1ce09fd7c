-- The attorney finder's full-text index over the attorneys' names, cities and firms
-- (external content: the rows are the attorneys table's).
INSERT INTO attorney_search (attorney_search) VALUES ('rebuild');
