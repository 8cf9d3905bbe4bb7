"""Developer tools of the repository (catalog and art generators)."""
