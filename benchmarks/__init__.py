"""Speed measurements of the engine and the bots (``python -m benchmarks.engine_bench``)."""
