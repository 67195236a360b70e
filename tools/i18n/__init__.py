"""Durbar's translation tools: ``python -m tools.i18n extract|update|compile|check|fonts|init LANG``."""
