// The binding's implementation: each libIndexStore function the audit uses, looked up with dlsym.
#include "CStandInIndexStore.h"

#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>

typedef struct { const char *data; size_t length; } is_string_ref;
typedef void *is_handle;

static struct {
  bool loaded;
  const char *(*error_get_description)(is_handle);
  void (*error_dispose)(is_handle);
  is_handle (*store_create)(const char *, is_handle *);
  void (*store_dispose)(is_handle);
  bool (*store_units_apply_f)(is_handle, unsigned, void *, bool (*)(void *, is_string_ref));
  is_handle (*unit_reader_create)(is_handle, const char *, is_handle *);
  void (*unit_reader_dispose)(is_handle);
  bool (*unit_reader_is_system_unit)(is_handle);
  bool (*unit_reader_has_main_file)(is_handle);
  is_string_ref (*unit_reader_get_main_file)(is_handle);
  is_string_ref (*unit_reader_get_module_name)(is_handle);
  void (*unit_reader_get_modification_time)(is_handle, int64_t *, int64_t *);
  bool (*unit_reader_dependencies_apply_f)(is_handle, void *, bool (*)(void *, is_handle));
  int (*unit_dependency_get_kind)(is_handle);
  bool (*unit_dependency_is_system)(is_handle);
  is_string_ref (*unit_dependency_get_filepath)(is_handle);
  is_string_ref (*unit_dependency_get_modulename)(is_handle);
  is_string_ref (*unit_dependency_get_name)(is_handle);
  is_handle (*record_reader_create)(is_handle, const char *, is_handle *);
  void (*record_reader_dispose)(is_handle);
  bool (*record_reader_occurrences_apply_f)(is_handle, void *, bool (*)(void *, is_handle));
  is_handle (*occurrence_get_symbol)(is_handle);
  uint64_t (*occurrence_get_roles)(is_handle);
  void (*occurrence_get_line_col)(is_handle, unsigned *, unsigned *);
  bool (*occurrence_relations_apply_f)(is_handle, void *, bool (*)(void *, is_handle));
  uint64_t (*symbol_relation_get_roles)(is_handle);
  is_handle (*symbol_relation_get_symbol)(is_handle);
  int (*symbol_get_kind)(is_handle);
  int (*symbol_get_subkind)(is_handle);
  uint64_t (*symbol_get_properties)(is_handle);
  is_string_ref (*symbol_get_name)(is_handle);
  is_string_ref (*symbol_get_usr)(is_handle);
} lib;

static standin_string_ref convert(is_string_ref value) {
  standin_string_ref result = {value.data, value.length};
  return result;
}

#define BIND(field, symbol)                                   \
  do {                                                        \
    *(void **)(&lib.field) = dlsym(handle, "indexstore_" symbol); \
    if (!lib.field) return "a function is missing: indexstore_" symbol; \
  } while (0)

const char *standin_indexstore_load(const char *path) {
  if (lib.loaded) return NULL;
  void *handle = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (!handle) return "cannot be loaded";
  BIND(error_get_description, "error_get_description");
  BIND(error_dispose, "error_dispose");
  BIND(store_create, "store_create");
  BIND(store_dispose, "store_dispose");
  BIND(store_units_apply_f, "store_units_apply_f");
  BIND(unit_reader_create, "unit_reader_create");
  BIND(unit_reader_dispose, "unit_reader_dispose");
  BIND(unit_reader_is_system_unit, "unit_reader_is_system_unit");
  BIND(unit_reader_has_main_file, "unit_reader_has_main_file");
  BIND(unit_reader_get_main_file, "unit_reader_get_main_file");
  BIND(unit_reader_get_module_name, "unit_reader_get_module_name");
  BIND(unit_reader_get_modification_time, "unit_reader_get_modification_time");
  BIND(unit_reader_dependencies_apply_f, "unit_reader_dependencies_apply_f");
  BIND(unit_dependency_get_kind, "unit_dependency_get_kind");
  BIND(unit_dependency_is_system, "unit_dependency_is_system");
  BIND(unit_dependency_get_filepath, "unit_dependency_get_filepath");
  BIND(unit_dependency_get_modulename, "unit_dependency_get_modulename");
  BIND(unit_dependency_get_name, "unit_dependency_get_name");
  BIND(record_reader_create, "record_reader_create");
  BIND(record_reader_dispose, "record_reader_dispose");
  BIND(record_reader_occurrences_apply_f, "record_reader_occurrences_apply_f");
  BIND(occurrence_get_symbol, "occurrence_get_symbol");
  BIND(occurrence_get_roles, "occurrence_get_roles");
  BIND(occurrence_get_line_col, "occurrence_get_line_col");
  BIND(occurrence_relations_apply_f, "occurrence_relations_apply_f");
  BIND(symbol_relation_get_roles, "symbol_relation_get_roles");
  BIND(symbol_relation_get_symbol, "symbol_relation_get_symbol");
  BIND(symbol_get_kind, "symbol_get_kind");
  BIND(symbol_get_subkind, "symbol_get_subkind");
  BIND(symbol_get_properties, "symbol_get_properties");
  BIND(symbol_get_name, "symbol_get_name");
  BIND(symbol_get_usr, "symbol_get_usr");
  lib.loaded = true;
  return NULL;
}

bool standin_indexstore_is_loaded(void) { return lib.loaded; }

static char *take_error(is_handle error) {
  const char *description = error ? lib.error_get_description(error) : "unknown error";
  char *copy = strdup(description ? description : "unknown error");
  if (error) lib.error_dispose(error);
  return copy;
}

void *standin_store_open(const char *path, char **error) {
  is_handle failure = NULL;
  is_handle store = lib.store_create(path, &failure);
  if (!store && error) *error = take_error(failure);
  return store;
}

void standin_store_close(void *store) { lib.store_dispose(store); }

typedef struct {
  void *context;
  bool (*apply)(void *, standin_string_ref);
} units_context;

static bool apply_unit(void *raw, is_string_ref name) {
  units_context *units = raw;
  return units->apply(units->context, convert(name));
}

bool standin_store_units(void *store, void *context,
                         bool (*apply)(void *context, standin_string_ref name)) {
  units_context units = {context, apply};
  return lib.store_units_apply_f(store, 0, &units, apply_unit);
}

void *standin_unit_open(void *store, const char *name, char **error) {
  is_handle failure = NULL;
  is_handle unit = lib.unit_reader_create(store, name, &failure);
  if (!unit && error) *error = take_error(failure);
  return unit;
}

void standin_unit_close(void *unit) { lib.unit_reader_dispose(unit); }
bool standin_unit_is_system(void *unit) { return lib.unit_reader_is_system_unit(unit); }
bool standin_unit_has_main_file(void *unit) { return lib.unit_reader_has_main_file(unit); }
standin_string_ref standin_unit_main_file(void *unit) {
  return convert(lib.unit_reader_get_main_file(unit));
}
standin_string_ref standin_unit_module_name(void *unit) {
  return convert(lib.unit_reader_get_module_name(unit));
}

int64_t standin_unit_modification_time(void *unit) {
  int64_t seconds = 0, nanoseconds = 0;
  lib.unit_reader_get_modification_time(unit, &seconds, &nanoseconds);
  return seconds;
}

typedef struct {
  void *context;
  bool (*apply)(void *, const standin_unit_dependency *);
} dependencies_context;

static bool apply_dependency(void *raw, is_handle handle) {
  dependencies_context *dependencies = raw;
  standin_unit_dependency dependency;
  dependency.kind = lib.unit_dependency_get_kind(handle);
  dependency.is_system = lib.unit_dependency_is_system(handle);
  dependency.name = convert(lib.unit_dependency_get_name(handle));
  dependency.file_path = convert(lib.unit_dependency_get_filepath(handle));
  dependency.module_name = convert(lib.unit_dependency_get_modulename(handle));
  return dependencies->apply(dependencies->context, &dependency);
}

bool standin_unit_dependencies(void *unit, void *context,
                               bool (*apply)(void *context, const standin_unit_dependency *dependency)) {
  dependencies_context dependencies = {context, apply};
  return lib.unit_reader_dependencies_apply_f(unit, &dependencies, apply_dependency);
}

void *standin_record_open(void *store, const char *name, char **error) {
  is_handle failure = NULL;
  is_handle record = lib.record_reader_create(store, name, &failure);
  if (!record && error) *error = take_error(failure);
  return record;
}

void standin_record_close(void *record) { lib.record_reader_dispose(record); }

static standin_symbol read_symbol(is_handle symbol) {
  standin_symbol result;
  result.kind = lib.symbol_get_kind(symbol);
  result.subkind = lib.symbol_get_subkind(symbol);
  result.properties = lib.symbol_get_properties(symbol);
  result.usr = convert(lib.symbol_get_usr(symbol));
  result.name = convert(lib.symbol_get_name(symbol));
  return result;
}

static bool apply_relation(void *raw, is_handle relation) {
  standin_occurrence *occurrence = raw;
  if (occurrence->relation_count >= 4) return false;
  unsigned index = occurrence->relation_count++;
  occurrence->relations[index] = read_symbol(lib.symbol_relation_get_symbol(relation));
  occurrence->relation_roles[index] = lib.symbol_relation_get_roles(relation);
  return true;
}

typedef struct {
  void *context;
  bool (*apply)(void *, const standin_occurrence *);
} occurrences_context;

static bool apply_occurrence(void *raw, is_handle handle) {
  occurrences_context *occurrences = raw;
  standin_occurrence occurrence;
  memset(&occurrence, 0, sizeof occurrence);
  occurrence.symbol = read_symbol(lib.occurrence_get_symbol(handle));
  occurrence.roles = lib.occurrence_get_roles(handle);
  lib.occurrence_get_line_col(handle, &occurrence.line, &occurrence.column);
  lib.occurrence_relations_apply_f(handle, &occurrence, apply_relation);
  return occurrences->apply(occurrences->context, &occurrence);
}

bool standin_record_occurrences(void *record, void *context,
                                bool (*apply)(void *context, const standin_occurrence *occurrence)) {
  occurrences_context occurrences = {context, apply};
  return lib.record_reader_occurrences_apply_f(record, &occurrences, apply_occurrence);
}
