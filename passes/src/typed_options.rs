//! Typed pass options: [`pass_options!`](crate::pass_options) declares a
//! pass's options once, as a struct with one typed field per option and
//! the [`OptionSpec`](crate::OptionSpec) list that pipelines are parsed
//! against; [`OptionType`] reads each field from the parsed values.

use crate::pass::{OptionValue, PassOptions};

/// A Rust type an option's parsed value reads as: `bool` (boolean
/// options), `i64`, `u64`, `u32` (integers), `String` (strings and
/// enums), `Vec<String>` (lists and pipeline lists).
pub trait OptionType: Sized {
    /// The value of option `index` of `options`; panics when the option
    /// was declared with a kind of another type (a declaration bug, which
    /// every pass's instantiation with its defaults finds).
    fn read(options: &PassOptions, index: usize) -> Self;
}

/// The panic for an option read as a type its kind does not have.
fn mismatch(options: &PassOptions, index: usize, ty: &str) -> ! {
    panic!(
        "pass option `{}` does not read as {ty}: {:?}",
        options.spec(index).name,
        options.value_at(index)
    )
}

/// `OptionType` for types read from one kind of value.
macro_rules! read_as {
    ($($ty:ty => $variant:ident),* $(,)?) => {$(
        impl OptionType for $ty {
            fn read(options: &PassOptions, index: usize) -> $ty {
                match options.value_at(index) {
                    OptionValue::$variant(v) => v.clone(),
                    _ => mismatch(options, index, stringify!($ty)),
                }
            }
        }
    )*};
}

read_as!(bool => Bool, i64 => Int, u64 => UInt, u32 => U32, String => Text);

impl OptionType for Vec<String> {
    fn read(options: &PassOptions, index: usize) -> Vec<String> {
        match options.value_at(index) {
            OptionValue::List(Some(l)) => l.clone(),
            OptionValue::List(None) => crate::pass::parse_list(options.spec(index).default),
            OptionValue::Pipelines(texts, _) => texts.clone(),
            _ => mismatch(options, index, "Vec<String>"),
        }
    }
}

/// Declares a pass's options once: a struct with one public field per
/// option, `SPECS` (the [`OptionSpec`](crate::OptionSpec) of each, in field
/// order, for [`PassInfo::options`](crate::PassInfo)) and `from_options`
/// (the fields read from options parsed against `SPECS`). Each field is
/// `name: Type = ("pipeline-key", kind, "default", "description")`, with
/// `rmlir_only` after the description for rmlir's own options; the
/// description is also the field's doc.
///
/// ```
/// use rmlir_passes::{pass_options, OptionKind};
/// pass_options! {
///     /// Options of `my-pass`.
///     pub struct MyOptions {
///         top_down: bool = ("top-down", OptionKind::Bool, "true", "Seed the worklist top-down"),
///         rounds: i64 = ("rounds", OptionKind::Int, "3", "Rounds at most", rmlir_only),
///     }
/// }
/// let parsed = rmlir_passes::PassOptions::parse(
///     MyOptions::SPECS,
///     "rounds=5",
///     &rmlir_passes::PassRegistry::new(),
/// )
/// .unwrap();
/// let o = MyOptions::from_options(&parsed);
/// assert!(o.top_down);
/// assert_eq!(o.rounds, 5);
/// assert!(MyOptions::SPECS[1].rmlir_only);
/// ```
#[macro_export]
macro_rules! pass_options {
    (
        $(#[$meta:meta])*
        $vis:vis struct $name:ident {
            $(
                $field:ident : $ty:ty = (
                    $key:literal, $kind:expr, $default:literal, $desc:literal $(, $only:ident)?
                )
            ),* $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Debug)]
        $vis struct $name {
            $(
                #[doc = $desc]
                pub $field: $ty,
            )*
        }

        impl $name {
            /// The options' declarations, in field order.
            pub const SPECS: &'static [$crate::OptionSpec] = &[$(
                $crate::OptionSpec {
                    name: $key,
                    description: $desc,
                    kind: $kind,
                    default: $default,
                    rmlir_only: $crate::pass_options!(@rmlir_only $($only)?),
                }
            ),*];

            /// The fields read from options parsed against [`Self::SPECS`].
            pub fn from_options(options: &$crate::PassOptions) -> Self {
                let mut index = 0usize;
                let mut next = || {
                    index += 1;
                    index - 1
                };
                $name {
                    $( $field: <$ty as $crate::OptionType>::read(options, next()), )*
                }
            }
        }
    };
    (@rmlir_only) => { false };
    (@rmlir_only rmlir_only) => { true };
}

#[cfg(test)]
mod tests {
    use crate::{OptionKind, PassOptions, PassRegistry};

    crate::pass_options! {
        /// Every type an option reads as.
        struct AllTypes {
            flag: bool = ("flag", OptionKind::Bool, "true", "a flag"),
            signed: i64 = ("signed", OptionKind::Int, "-2", "a signed integer"),
            unsigned: u64 = ("unsigned", OptionKind::UInt, "7", "an unsigned integer"),
            small: u32 = ("small", OptionKind::U32, "9", "a 32-bit integer"),
            mode: String = ("mode", OptionKind::Enum(&["a", "b"]), "a", "an enum"),
            list: Vec<String> = ("list", OptionKind::List, "x,y", "a list", rmlir_only),
        }
    }

    crate::pass_options! {
        /// An integer option declared as a flag.
        struct Misdeclared {
            flag: bool = ("flag", OptionKind::Int, "1", "not a flag"),
        }
    }

    #[test]
    fn fields_read_the_parsed_values_or_the_defaults() {
        let reg = PassRegistry::new();
        let o = AllTypes::from_options(&PassOptions::defaults(AllTypes::SPECS));
        assert_eq!(
            (o.flag, o.signed, o.unsigned, o.small, o.mode.as_str()),
            (true, -2, 7, 9, "a")
        );
        assert_eq!(o.list, ["x", "y"]);
        let parsed = PassOptions::parse(AllTypes::SPECS, "flag=false small=3 mode=b list=z", &reg);
        let o = AllTypes::from_options(&parsed.unwrap());
        assert_eq!((o.flag, o.small, o.mode.as_str()), (false, 3, "b"));
        assert_eq!(o.list, ["z"]);
        assert!(AllTypes::SPECS[5].rmlir_only && !AllTypes::SPECS[0].rmlir_only);
        assert_eq!(AllTypes::SPECS[3].description, "a 32-bit integer");
    }

    #[test]
    #[should_panic(expected = "pass option `flag` does not read as bool")]
    fn a_field_of_the_wrong_type_is_found_when_read() {
        let o = Misdeclared::from_options(&PassOptions::defaults(Misdeclared::SPECS));
        unreachable!("read {}", o.flag);
    }

    #[test]
    fn every_registered_pass_reads_its_default_options() {
        let reg = crate::registry();
        for info in reg.all() {
            if let Err(e) = info.instantiate("", &reg) {
                panic!("{}: {e}", info.argument);
            }
        }
    }
}
