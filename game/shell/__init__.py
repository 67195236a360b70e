"""The shell: window, loop, scene stack, input, settings, audio, assets, saves."""
