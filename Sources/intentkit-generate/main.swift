// Placeholder; replaced by the generator's command line.
